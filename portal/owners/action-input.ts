// Form input of the owner actions, validated at the boundary.
import { z } from 'zod';
import { CATEGORIES } from '../../core/categories/category-list.js';
import { badRequest } from '../http/portal-error.js';
import type { HostingDeclaration } from './actions.js';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** ISO 3166-1 alpha-2 codes the runtime knows (unknown codes come back unchanged). */
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code)) return false;
  try {
    return regionNames.of(code) !== code;
  } catch {
    return false;
  }
}

export function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

const listField = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]));

const HostingForm = z.object({ hosting: z.enum(['countries', 'eu_only', 'clear']), countries: z.string().max(400).optional() });

export function parseHosting(body: unknown): HostingDeclaration {
  const f = HostingForm.safeParse(body);
  if (!f.success) throw badRequest('Choose countries, "EU/EEA only", or clear the declaration.');
  if (f.data.hosting === 'clear') return null;
  if (f.data.hosting === 'eu_only') return { euOnly: true };
  const codes = [
    ...new Set(
      (f.data.countries ?? '')
        .split(/[\s,;]+/)
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
  if (codes.length === 0 || codes.length > 30) throw badRequest('List from 1 to 30 countries as two-letter codes, e.g. DE, FR.');
  const bad = codes.filter((c) => !isCountryCode(c));
  if (bad.length) throw badRequest(`Not a country code: ${bad.join(', ')}.`);
  return { countries: codes.sort() };
}

const CategoryForm = z.object({ categories: listField });
const KNOWN = new Set(CATEGORIES.map((c) => c.id));

export function parseCategories(body: unknown): string[] {
  const f = CategoryForm.safeParse(body);
  if (!f.success) throw badRequest('Choose up to three categories.');
  const ids = [...new Set(f.data.categories.filter(Boolean))];
  if (ids.length > 3) throw badRequest('Choose at most three categories.');
  const bad = ids.filter((id) => !KNOWN.has(id));
  if (bad.length) throw badRequest(`Unknown category: ${bad.join(', ')}.`);
  return ids;
}
