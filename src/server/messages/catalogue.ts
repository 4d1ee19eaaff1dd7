import { combineMessages } from '../../shared/i18n/define-messages.js';
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
import { matePhotoMessages } from '../../shared/messages/mate-photos.js';
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
import { adminNotificationMessages, operatorCommandMessages } from '../../shared/messages/server/admin.js';
import { devSignInMessages } from '../../shared/messages/server/dev-sign-in.js';
import { emailMessages, notificationEmailMessages } from '../../shared/messages/server/email.js';
import { linkPreviewMessages } from '../../shared/messages/link-previews.js';
import { geoServerMessages } from '../../shared/messages/server/geo.js';
import { storageCommandMessages } from '../../shared/messages/server/storage.js';
import {
  mateNotificationMessages,
  bookingNotificationMessages,
  conversationNotificationMessages,
} from '../../shared/messages/server/notifications.js';
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
} from '../../shared/messages/server/errors.js';

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
  auth: combineMessages(sessionMessages, authMessages, devSignInMessages, authErrorMessages),
  registration: combineMessages(registrationMessages, registrationErrorMessages),
  home: homeMessages,
  contacts: contactsMessages,
  access: accessMessages,
  time: timeMessages,
  geo: combineMessages(geoMessages, geoServerMessages),
  images: combineMessages(imageMessages, imageErrorMessages, storageCommandMessages),
  mates: combineMessages(
    mateMessages,
    mateRuleMessages,
    mateListMessages,
    mateDetailMessages,
    mateFormMessages,
    mateOwnerMessages,
    mateNotificationMessages,
    mateErrorMessages,
  ),
  matePhotos: matePhotoMessages,
  bookings: combineMessages(bookingMessages, bookingNotificationMessages, bookingErrorMessages),
  rentals: rentalMessages,
  reviews: reviewMessages,
  conversations: combineMessages(
    conversationMessages,
    conversationNotificationMessages,
    conversationErrorMessages,
  ),
  notifications: notificationMessages,
  emailSignIn: combineMessages(emailMessages, emailSignInErrorMessages),
  profile: combineMessages(profileMessages, linkPreviewMessages),
  faq: combineMessages(faqMessages, contactFormMessages),
  ownData: ownDataMessages,
  limits: limitMessages,
  admin: combineMessages(adminMessages, adminNotificationMessages, operatorCommandMessages),
  errors: combineMessages(errorMessages, httpErrorMessages),
  reports: combineMessages(reportMessages, reportErrorMessages),
  blocks: combineMessages(blockMessages, blockErrorMessages),
  push: pushMessages,
  notificationEmails: combineMessages(notificationPreferenceMessages, notificationEmailMessages),
} as const;

export type Messages = typeof messages;
