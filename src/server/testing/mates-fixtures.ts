import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { OwnMate } from '../../shared/schemas/mates.js';
import type { TestUser } from './harness.js';
import { multipart, type UploadFile } from './multipart.js';

export const PLACES = {
  madrid: {
    label: 'Madrid, España',
    city: 'Madrid',
    country: 'España',
    latitude: 40.4165,
    longitude: -3.70256,
  },
  malaga: {
    label: 'Málaga, España',
    city: 'Málaga',
    country: 'España',
    latitude: 36.72016,
    longitude: -4.42034,
  },
  valencia: {
    label: 'Valencia, España',
    city: 'Valencia',
    country: 'España',
    latitude: 39.46975,
    longitude: -0.37739,
  },
  getafe: {
    label: 'Getafe, España',
    city: 'Getafe',
    country: 'España',
    latitude: 40.30571,
    longitude: -3.73295,
  },
} as const;

export interface MateInput {
  name?: string;
  description?: string;
  pricePerDay?: string;
  location?: object;
}

export function publishRequest(input: MateInput = {}, photo?: UploadFile) {
  const fields: Record<string, string> = {
    name: input.name ?? 'Mate de calabaza',
    description: input.description ?? 'Con bombilla de alpaca y termo de un litro.',
    pricePerDay: input.pricePerDay ?? '5',
    location: JSON.stringify(input.location ?? PLACES.madrid),
  };
  return multipart(fields, photo);
}

/** Publishes through the API as the given person; fails the test if it does not work. */
export async function publishMate(
  user: TestUser,
  input: MateInput = {},
  photo?: UploadFile,
): Promise<OwnMate> {
  const response = await user.request({ method: 'POST', url: '/api/mates', ...publishRequest(input, photo) });
  if (response.statusCode !== 201) throw new Error(`publish failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

export async function jpegPhoto(width = 1600, height = 1200): Promise<UploadFile> {
  const data = await sharp({ create: { width, height, channels: 3, background: '#6fa35a' } })
    .jpeg()
    .toBuffer();
  return { field: 'photo', filename: 'mate.jpg', contentType: 'image/jpeg', data };
}

export const listMates = async (app: FastifyInstance, query: Record<string, string | number> = {}) => {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await app.inject({ method: 'GET', url: `/api/mates?${search}` });
  return response;
};
