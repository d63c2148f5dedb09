// Where a server's status badge and change feeds live: served by server/ (badges, feeds), shown on the
// server's page by portal/. One definition so the page never points at a path that is not served.
export function badgeLinks(
  base: string,
  slug: string,
): { svg: string; json: string; page: string; markdown: string; atom: string; jsonFeed: string } {
  const s = encodeURIComponent(slug);
  const svg = `${base}/badge/${s}.svg`;
  const page = `${base}/servers/${s}`;
  return {
    svg,
    json: `${base}/badge/${s}.json`,
    page,
    // What an owner pastes into a README: the badge, linking to the server's page.
    markdown: `[![Switchboard status](${svg})](${page})`,
    atom: `${page}/changes.atom`,
    jsonFeed: `${page}/changes.json`,
  };
}
