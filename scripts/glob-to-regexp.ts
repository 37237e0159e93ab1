/** A glob of the kind the configs use (`dir/**\/*.ts`, `dir/*-page.tsx`) as a regular expression. */
export function globToRegExp(glob: string): RegExp {
  const pattern = glob
    .split(/(\*\*\/|\*)/)
    .map((part) => {
      if (part === '**/') return '(?:.*/)?';
      if (part === '*') return '[^/]*';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${pattern}$`);
}
