import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLocaleSource } from '../shared/i18n/active-locale';
import { loadLanguage } from '../shared/i18n/catalogues/index';
import { DEFAULT_LOCALE } from '../shared/i18n/locales';
import { TopBar } from './components/layout/TopBar';
import { ToastProvider } from './components/ToastProvider';
import { AdminConsole } from './features/admin/AdminConsole';
import { auditActionLabel, reportReasonLabel, reportTargetText } from './features/admin/labels';
import { bookingActionText } from './features/bookings/booking-actions';
import { Inbox } from './features/conversations/Inbox';
import { MyPublications } from './features/mates/MyPublications';
import { UnsubscribeCard } from './features/notification-preferences/UnsubscribeCard';
import { profileSectionLabel, ProfileSectionNav } from './features/profiles/ProfileSectionNav';
import { StatCards } from './features/profiles/StatCards';
import { queryKeys } from './lib/query-keys';
import type { OwnMate } from '../shared/schemas/mates';

/*
 * Every module above was loaded while Spanish was the language; a page in English must still show
 * English, so none of them may have kept its texts from then.
 */
beforeAll(async () => {
  await loadLanguage('en');
  setLocaleSource(() => 'en');
});
afterAll(() => setLocaleSource(() => DEFAULT_LOCALE));

/** A published mate, as /api/mates/mine lists it. */
const ownMate: OwnMate = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Mate de calabaza',
  description: 'Con bombilla',
  pricePerDay: 3.5,
  imageUrl: null,
  thumbnailUrl: null,
  available: true,
  status: 'available',
  city: 'Albacete',
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
  host: { publicName: 'ana', displayName: 'Ana' },
  distanceKm: null,
  rating: { average: null, count: 0 },
  photos: [],
  pendingBooking: false,
  pendingRequests: 0,
  hiddenReason: null,
  blocks: [],
  location: { label: 'Albacete', city: 'Albacete', latitude: 38.99, longitude: -1.85 },
};

/** What a component draws, with an empty cache seeded with `data`. */
function draw(node: ReactNode, data: Array<[readonly unknown[], unknown]> = []) {
  const client = new QueryClient();
  for (const [key, value] of data) client.setQueryData(key, value);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter>{node}</MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('texts drawn in an English page', () => {
  it('the top bar’s links', () => {
    const html = draw(<TopBar accountArea={null} />);
    for (const label of ['Home', 'Browse mates', 'List your mate', 'FAQ'])
      expect(html).toContain(`>${label}<`);
  });

  it('the profile’s menu and numbers', () => {
    expect(profileSectionLabel('bookings')).toBe('Bookings');
    expect(draw(<ProfileSectionNav pending={0} />)).toContain('>My profile<');
    const stats = draw(<StatCards stats={{ matesPublished: 1, matesRented: 2 }} />);
    expect(stats).toContain('>Listings<');
    expect(stats).toContain('>Rented<');
  });

  it('the publications’ chips and the inbox’s tabs', () => {
    const chips = draw(<MyPublications />, [[queryKeys.mates.mine, [ownMate]]]);
    expect(chips).toContain('All (1)');
    expect(chips).toContain('Available (1)');
    const inbox = draw(<Inbox />, [[queryKeys.conversations.inbox, []]]);
    expect(inbox).toContain('Unread (0)');
  });

  it('the booking actions', () => {
    expect(bookingActionText('complete').label).toBe('Mark as returned');
    expect(bookingActionText('confirm').busy).toBe('Confirming...');
  });

  it('the operations console’s tabs and labels', () => {
    const html = draw(<AdminConsole />);
    expect(html).toContain('>Reports<');
    expect(html).toContain('>People<');
    expect(reportReasonLabel('fraud')).toBe('Fraud or scam');
    expect(auditActionLabel('report_resolved')).toBe('Resolved a report');
    expect(reportTargetText('mate', null)).toBe('Mate: No longer exists');
  });

  it('the unsubscribe page’s link back to the settings', () => {
    expect(draw(<UnsubscribeCard token="" />)).toContain('Choose which emails you get');
  });
});
