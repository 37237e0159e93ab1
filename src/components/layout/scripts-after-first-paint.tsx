import { ScriptOnce, useRouterState } from '@tanstack/react-router';
import type { Language } from '../../api/language';
import type { PageAssets, RoutePreloads } from '../../api/page-assets';

/**
 * The inline script that starts a server-rendered page's scripts once its first screen has painted.
 * Until then the connection carries only what that screen shows (the document, its stylesheet, its
 * font and its largest picture), which on a slow mobile link put the first paint about a second
 * earlier: the page's scripts, several times the size of the rest, had been fetched beside them.
 * The page works before they arrive (its links are links and its forms post), and a control that
 * needs them shows that it is not ready yet.
 *
 * `preloads` are the modules the entry imports (its chunks, the page's messages, its routes'
 * files), named at once so that they download side by side rather than one import at a time;
 * `scripts` are the entry. A page that cannot paint (opened in a background tab) starts them once
 * it has loaded, and so does a browser that does not report its first paint; should the report
 * not come, a second after the load.
 */
function scriptsAfterFirstPaint(scripts: readonly string[], preloads: readonly string[]): string {
  return `(function(p,s){var started=false,watching=false;function start(){if(started)return;started=true;p.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});s.forEach(function(src){var e=document.createElement("script");e.type="module";e.src=src;document.head.appendChild(e)})}try{new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)start()}).observe({type:"paint",buffered:true});watching=true}catch(e){}addEventListener("load",function(){if(watching&&document.visibilityState==="visible")setTimeout(start,1000);else start()})})(${JSON.stringify(preloads)},${JSON.stringify(scripts)})`;
}

interface PageScriptsStarterProps {
  assets: PageAssets;
  routePreloads: RoutePreloads | undefined;
  language: Language;
  /** Whether the page is the portal's (or the sign-in page), which loads the portal's messages too. */
  portal: boolean;
}

/**
 * The page's starter, as the server writes it at the end of the document: the entry, its chunks,
 * the files of the page's routes, and the messages of the page's language, which it loads before it
 * hydrates.
 */
export function PageScriptsStarter({ assets, routePreloads, language, portal }: PageScriptsStarterProps) {
  const routeIds = useRouterState({ select: (state) => state.matches.map((match) => match.routeId) });
  const catalogs = [assets.catalogs?.[language], portal ? assets.portalCatalogs?.[language] : undefined];
  const preloads = new Set([
    ...catalogs.filter((file) => file !== undefined),
    ...(assets.preloads ?? []),
    ...routeIds.flatMap((id) => routePreloads?.[id] ?? []),
  ]);
  return <ScriptOnce>{scriptsAfterFirstPaint(assets.scripts, [...preloads])}</ScriptOnce>;
}
