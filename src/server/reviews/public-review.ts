import { displayName } from '../../shared/display-name.js';
import type { PublicReview } from '../../shared/schemas/reviews.js';
import type { MediaUrls } from '../storage/storage.js';
import type { PublicReviewRow } from './reviews.repo.js';

/** How many published reviews a profile and a mate show. */
export const SHOWN_REVIEWS = 20;

/** A row straight from the driver, or from a JSON column (PostgreSQL's own timestamp text): ISO in UTC. */
const iso = (timestamp: string) => new Date(timestamp).toISOString();

/** A published review as profiles and mates show it. */
export function toPublicReview(media: MediaUrls, row: PublicReviewRow): PublicReview {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    publishedAt: iso(row.visible_at),
    author: {
      publicName: row.author_public_name,
      displayName: displayName({
        publicName: row.author_public_name,
        name: row.author_name,
        deleted: row.author_deleted,
      }),
      avatarUrl: media.avatarUrl(row.author_avatar_key),
    },
    subjectName: displayName({
      publicName: row.subject_public_name,
      name: row.subject_name,
      deleted: row.subject_deleted,
    }),
    mate: { id: row.mate_id, name: row.mate_name },
    reply: row.reply && row.replied_at ? { text: row.reply, createdAt: iso(row.replied_at) } : null,
  };
}
