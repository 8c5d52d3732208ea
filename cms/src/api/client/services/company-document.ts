import type { Core } from '@strapi/strapi';

const ALLOWED_TYPES = new Set([
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);
const MAX_KB = 5 * 1024;

export const DOCUMENT_REFUSED = 'Le document doit être un PDF, une image (JPEG, PNG, WebP) ou un document Word de 5 Mo au plus.';

/** The company document attached to a client: an uploaded file of an accepted type, 5 MB at most. */
export async function checkCompanyDocument(strapi: Core.Strapi, reference: unknown): Promise<string | null> {
  if (reference === null || reference === undefined || reference === '') return null;
  const id = typeof reference === 'object' ? (reference as { id?: unknown }).id : reference;
  if (!Number.isInteger(Number(id))) return DOCUMENT_REFUSED;
  const file = await strapi.db.query('plugin::upload.file').findOne({ where: { id: Number(id) }, select: ['mime', 'size'] });
  if (!file || !ALLOWED_TYPES.has(String(file.mime)) || Number(file.size) > MAX_KB) return DOCUMENT_REFUSED;
  return null;
}
