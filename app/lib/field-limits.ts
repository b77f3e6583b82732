/**
 * Length limits of the lead forms' fields: generous for people, small enough to keep one chat
 * message under 4096 chars. A module of its own, without zod, so the forms' texts can name a limit
 * without loading the schemas.
 */
export const LIMITS = {
  name: 100,
  email: 254, // RFC 5321 maximum path length
  phone: 32,
  message: 3000,
  company: 120,
  practiceName: 150,
  url: 300,
  locale: 35,
  utm: 200,
} as const;
