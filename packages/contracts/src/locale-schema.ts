import { z } from 'zod';
import { LOCALES } from './locales';

/** A language of the club in a request: "en" or "es". (locales.ts stays free of zod for the browser.) */
export const LocaleSchema = z.enum(LOCALES, { error: `locale must be one of ${LOCALES.join(', ')}` });
