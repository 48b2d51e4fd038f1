import { z } from 'zod';

// Shapes every admin area uses: timestamps, the page size and the page query.

export const isoDate = z.iso.datetime({ offset: true });
export const nullableDate = isoDate.nullable();
export const ADMIN_PAGE_SIZE = 25;
export const pageQuery = z.coerce.number().int().min(1).max(10_000).default(1);
