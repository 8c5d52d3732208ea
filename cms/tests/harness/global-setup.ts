import { compileStrapi } from '@strapi/strapi';
import path from 'node:path';

/** Compiles the cms (TypeScript → dist) once for every API test file. */
export default async function setup(): Promise<void> {
  await compileStrapi({ appDir: path.resolve(__dirname, '..', '..') });
}
