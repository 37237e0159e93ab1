#!/usr/bin/env bash
# Renders the site's own media. Nothing is downloaded: every picture is drawn here, from code.
#
# What it makes (overwriting what is there; the same output on every run):
#   public/videos/hero.webm, hero.mp4        home-page hero loop: drifting blue gradient, glass pipes
#   public/videos/hero-poster.jpg, .webp       with water pulses and bubbles flowing through them
#   public/videos/about-intro.webm, .mp4      about-page loop: an extrusion line (extruder, saw cutting
#   public/videos/about-intro-poster.jpg       the pipe in rhythm, segments rolling on, pipe stack)
#   public/images/share.jpg                   1200×630 link-preview image (English + Arabic name)
#   public/images/logo.svg, placeholder.svg, partners/*.svg, certificates/*.svg,
#   public/images/features/*.svg, public/images/why/*.svg, history/*.svg (one scene per milestone),
#   public/images/managers/*.svg (portrait placeholders)   (written by make-svgs.mjs)
# Videos: 1280×720, 25 fps, 10 s, seamless loop, no audio; WebM is VP9, MP4 is H.264 yuv420p with
# +faststart. Each is kept well under 1 MB.
#
# How: scene-frames.mjs writes each video frame as an SVG, ffmpeg rasterises them (its librsvg
# decoder) and encodes them; make-svgs.mjs writes the SVG images and the share image's source, which
# ffmpeg rasterises too (librsvg lays out text with Pango, which shapes the Arabic correctly).
#
# Needs: node (20+), ffmpeg built with librsvg (Debian's is: `apt-get install -y ffmpeg`), and the
# Noto fonts for the share image (`apt-get install -y fonts-noto-core`).
#
# Run from anywhere:
#   bash scripts/media/make-media.sh            # everything (a few minutes: ~500 frames to draw)
#   bash scripts/media/make-media.sh svg share  # only some parts: svg, share, hero, about
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
HERE="$ROOT/scripts/media"
MEDIA="$ROOT/public/videos"
IMAGES="$ROOT/public/images"
FPS=25
DURATION=10

die() {
  echo "make-media: $*" >&2
  exit 1
}

command -v node >/dev/null || die "node is needed (Node 20+)"
command -v ffmpeg >/dev/null || die "ffmpeg is needed: apt-get install -y ffmpeg"
[[ "$(ffmpeg -hide_banner -decoders 2>/dev/null)" == *librsvg* ]] ||
  die "this ffmpeg cannot read SVG (built without librsvg); Debian's ffmpeg package can"

parts=("$@")
[ ${#parts[@]} -eq 0 ] && parts=(svg share hero about)
for part in "${parts[@]}"; do
  case "$part" in svg | share | hero | about) ;; *) die "unknown part '$part' (svg, share, hero, about)" ;; esac
done
wants() {
  local p
  for p in "${parts[@]}"; do [ "$p" = "$1" ] && return 0; done
  return 1
}

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
JOBS="$(nproc 2>/dev/null || echo 2)"
mkdir -p "$MEDIA" "$IMAGES"

# ffmpeg options that keep its version and the time out of the files, so reruns give the same bytes.
QUIET=(-hide_banner -loglevel error -y)
EXACT=(-map_metadata -1 -fflags +bitexact -flags:v +bitexact)

# render_video NAME SCENE: frames of SCENE → public/videos/NAME.{webm,mp4} and NAME's poster(s).
render_video() {
  local name="$1" scene="$2" dir="$TMP/$2"
  echo "• $name: drawing $((FPS * DURATION)) frames"
  node "$HERE/scene-frames.mjs" "$scene" "$dir" "$FPS" "$DURATION" >/dev/null
  find "$dir" -name 'frame-*.svg' -print0 | sort -z |
    xargs -0 -P "$JOBS" -n 8 sh -c 'for f; do ffmpeg -hide_banner -loglevel error -y -i "$f" "${f%.svg}.png" && rm "$f"; done' sh

  echo "• $name: encoding"
  local input=(-framerate "$FPS" -i "$dir/frame-%04d.png")
  ffmpeg "${QUIET[@]}" "${input[@]}" -an -c:v libx264 -preset veryslow -crf 29 -maxrate 500k -bufsize 1000k \
    -pix_fmt yuv420p -movflags +faststart "${EXACT[@]}" "$MEDIA/$name.mp4"
  ffmpeg "${QUIET[@]}" "${input[@]}" -an -c:v libvpx-vp9 -crf 39 -b:v 400k -deadline good -cpu-used 2 \
    -row-mt 1 -pix_fmt yuv420p "${EXACT[@]}" "$MEDIA/$name.webm"
}

# poster FRAME_PNG OUT.jpg [OUT.webp]
poster() {
  ffmpeg "${QUIET[@]}" -i "$1" -pix_fmt yuvj420p -q:v 4 "${EXACT[@]}" "$2"
  if [ $# -ge 3 ]; then ffmpeg "${QUIET[@]}" -i "$1" -c:v libwebp -quality 78 "${EXACT[@]}" "$3"; fi
}

if wants svg || wants share; then
  echo "• SVG images"
  node "$HERE/make-svgs.mjs" "$IMAGES" "$TMP/share.svg"
fi

if wants share; then
  [[ "$(fc-list : family 2>/dev/null)" == *"Noto Kufi Arabic"* ]] ||
    die "the share image needs the Noto Arabic fonts: apt-get install -y fonts-noto-core"
  echo "• share image"
  ffmpeg "${QUIET[@]}" -i "$TMP/share.svg" -vf "scale=1200:630" -q:v 3 "${EXACT[@]}" "$IMAGES/share.jpg"
fi

if wants hero; then
  render_video hero hero
  poster "$TMP/hero/frame-0000.png" "$MEDIA/hero-poster.jpg" "$MEDIA/hero-poster.webp"
fi

if wants about; then
  render_video about-intro about
  poster "$TMP/about/frame-0000.png" "$MEDIA/about-intro-poster.jpg"
fi

# The brief's limits: each video and poster well under its cap, the whole lot small.
check_size() {
  local file="$1" max="$2" size
  [ -f "$file" ] || return 0
  size=$(stat -c %s "$file")
  [ "$size" -le "$max" ] || die "$file is $size bytes, over its $max-byte budget"
}
for f in "$MEDIA"/*.webm "$MEDIA"/*.mp4; do [ -e "$f" ] && check_size "$f" 900000; done
for f in "$MEDIA"/*-poster.jpg "$MEDIA"/*-poster.webp; do [ -e "$f" ] && check_size "$f" 120000; done
check_size "$IMAGES/share.jpg" 200000

echo "• done:"
(cd "$ROOT" && ls -la public/videos public/images | sed 's/^/    /')
