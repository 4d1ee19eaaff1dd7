import {
  appMessages,
  navMessages,
  footerMessages,
  toastMessages,
  accessMessages,
  roleMessages,
  timeMessages,
  errorMessages,
} from '../../shared/messages/common.js';
import { homeMessages } from '../../shared/messages/home.js';
import { sessionMessages } from '../../shared/messages/session.js';
import { authMessages } from '../../shared/messages/auth.js';
import { registrationMessages } from '../../shared/messages/registration.js';
import { contactsMessages } from '../../shared/messages/contacts.js';
import { geoMessages } from '../../shared/messages/geo.js';
import { imageMessages } from '../../shared/messages/images.js';
import { mateMessages } from '../../shared/messages/mates.js';
import { mateRuleMessages } from '../../shared/messages/mate-rules.js';
import { mateListMessages } from '../../shared/messages/mate-list.js';
import { mateDetailMessages } from '../../shared/messages/mate-detail.js';
import { mateFormMessages } from '../../shared/messages/mate-form.js';
import { mateOwnerMessages } from '../../shared/messages/mate-owner.js';
import { bookingMessages } from '../../shared/messages/bookings.js';
import { rentalMessages } from '../../shared/messages/rentals.js';
import { reviewMessages } from '../../shared/messages/reviews.js';
import { conversationMessages } from '../../shared/messages/conversations.js';
import { notificationMessages } from '../../shared/messages/notifications.js';
import { profileMessages } from '../../shared/messages/profiles.js';
import { faqMessages } from '../../shared/messages/faq.js';
import { ownDataMessages } from '../../shared/messages/own-data.js';
import { contactFormMessages } from '../../shared/messages/contact-form.js';
import { reportMessages } from '../../shared/messages/reports.js';
import { blockMessages } from '../../shared/messages/blocks.js';
import { pushMessages } from '../../shared/messages/push.js';
import { adminMessages } from '../../shared/messages/admin.js';
import { notificationPreferenceMessages } from '../../shared/messages/notification-preferences.js';
import { adminNotificationMessages, operatorCommandMessages } from './admin.js';
import { devSignInMessages } from './dev-sign-in.js';
import { emailMessages, notificationEmailMessages } from './email.js';
import { linkPreviewMessages } from '../../shared/messages/link-previews.js';
import { geoServerMessages } from './geo.js';
import {
  mateNotificationMessages,
  bookingNotificationMessages,
  conversationNotificationMessages,
} from './notifications.js';
import {
  httpErrorMessages,
  limitMessages,
  authErrorMessages,
  emailSignInErrorMessages,
  registrationErrorMessages,
  imageErrorMessages,
  mateErrorMessages,
  bookingErrorMessages,
  conversationErrorMessages,
  reportErrorMessages,
  blockErrorMessages,
} from './errors.js';

/**
 * Every user-visible string of Ronda, in Spanish with Argentine voseo, under one object for server code.
 * Where the product spec gives a string it appears exactly as written there. The web imports the area
 * modules of src/shared/messages directly, so each page ships only its own text and none of this folder's.
 */
export const messages = {
  app: appMessages,
  nav: navMessages,
  footer: footerMessages,
  roles: roleMessages,
  toast: toastMessages,
  auth: { ...sessionMessages, ...authMessages, ...devSignInMessages, ...authErrorMessages },
  registration: { ...registrationMessages, ...registrationErrorMessages },
  home: homeMessages,
  contacts: contactsMessages,
  access: accessMessages,
  time: timeMessages,
  geo: { ...geoMessages, ...geoServerMessages },
  images: { ...imageMessages, ...imageErrorMessages },
  mates: {
    ...mateMessages,
    ...mateRuleMessages,
    ...mateListMessages,
    ...mateDetailMessages,
    ...mateFormMessages,
    ...mateOwnerMessages,
    ...mateNotificationMessages,
    ...mateErrorMessages,
  },
  bookings: { ...bookingMessages, ...bookingNotificationMessages, ...bookingErrorMessages },
  rentals: rentalMessages,
  reviews: reviewMessages,
  conversations: {
    ...conversationMessages,
    ...conversationNotificationMessages,
    ...conversationErrorMessages,
  },
  notifications: notificationMessages,
  emailSignIn: { ...emailMessages, ...emailSignInErrorMessages },
  profile: { ...profileMessages, ...linkPreviewMessages },
  faq: { ...faqMessages, ...contactFormMessages },
  ownData: ownDataMessages,
  limits: limitMessages,
  admin: { ...adminMessages, ...adminNotificationMessages, ...operatorCommandMessages },
  errors: { ...errorMessages, ...httpErrorMessages },
  reports: { ...reportMessages, ...reportErrorMessages },
  blocks: { ...blockMessages, ...blockErrorMessages },
  push: pushMessages,
  notificationEmails: { ...notificationPreferenceMessages, ...notificationEmailMessages },
} as const;

export type Messages = typeof messages;
