/**
 * A name as a readable URL word list: "Bosch Hammer Drill (18 V)" -> "bosch-hammer-drill-18-v". The
 * web app builds tool addresses (`/tools/<slug>-<id>`) the same way (web/src/config/paths.ts); the
 * sitemap lists them as the pages will show them.
 */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** The public address of a tool's page. */
export const toolPath = (id: string, name: string) => {
  const slug = slugOf(name);
  return `/tools/${slug ? `${slug}-` : ''}${id}`;
};
