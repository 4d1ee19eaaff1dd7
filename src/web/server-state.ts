import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** What the server render hands the browser, as JSON inside <script type="application/json">. */
export interface ServerState {
  router: HydrationState;
  queries: DehydratedState;
}

/** The element the server writes it into (src/server/http/page-template.ts). */
export const SERVER_STATE_ID = 'ronda-state';

/** The element a page in another language than Spanish carries its texts in, by catalogue area. */
export const SERVER_TEXTS_ID = 'ronda-texts';
