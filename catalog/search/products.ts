// Products and services named by servers in the catalogue, and the everyday capability words an agent uses
// for what each one does without naming it. Reviewed by hand; see docs/search.md.
export const PRODUCTS: Readonly<Record<string, readonly string[]>> = {
  jira: ['issue', 'tracker', 'ticket', 'bug', 'project', 'sprint'],
  'home assistant': ['smart', 'home', 'light', 'lights', 'thermostat', 'device', 'automation'],
};
