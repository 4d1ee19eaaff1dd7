import type { Translated } from '../i18n/define-messages.js';
import { adminMessages } from './admin.js';
import { authMessages } from './auth.js';
import { blockMessages } from './blocks.js';
import { bookingMessages } from './bookings.js';
import {
  accessMessages,
  appMessages,
  errorMessages,
  footerMessages,
  navMessages,
  roleMessages,
  sheetMessages,
  timeMessages,
  toastMessages,
} from './common.js';
import { contactFormMessages } from './contact-form.js';
import { contactsMessages } from './contacts.js';
import { conversationMessages } from './conversations.js';
import { faqMessages } from './faq.js';
import { geoMessages } from './geo.js';
import { homeMessages } from './home.js';
import { imageMessages } from './images.js';
import { installableAppMessages } from './installable-app.js';
import { linkPreviewMessages } from './link-previews.js';
import { mateDetailMessages } from './mate-detail.js';
import { mateFormMessages } from './mate-form.js';
import { mateListMessages } from './mate-list.js';
import { mateMapMessages } from './mate-map.js';
import { mateOwnerMessages } from './mate-owner.js';
import { matePhotoMessages } from './mate-photos.js';
import { mateRuleMessages } from './mate-rules.js';
import { mateMessages } from './mates.js';
import { notificationPreferenceMessages } from './notification-preferences.js';
import { notificationMessages } from './notifications.js';
import { ownDataMessages } from './own-data.js';
import { profileMessages } from './profiles.js';
import { pushMessages } from './push.js';
import { registrationMessages } from './registration.js';
import { rentalMessages } from './rentals.js';
import { reportMessages } from './reports.js';
import { reviewMessages } from './reviews.js';
import { sessionMessages } from './session.js';
import { adminNotificationMessages, operatorCommandMessages } from './server/admin.js';
import { devSignInMessages } from './server/dev-sign-in.js';
import { emailMessages, notificationEmailMessages } from './server/email.js';
import {
  authErrorMessages,
  blockErrorMessages,
  bookingErrorMessages,
  conversationErrorMessages,
  emailSignInErrorMessages,
  httpErrorMessages,
  imageErrorMessages,
  limitMessages,
  mateErrorMessages,
  registrationErrorMessages,
  reportErrorMessages,
} from './server/errors.js';
import { geoServerMessages } from './server/geo.js';
import {
  bookingNotificationMessages,
  conversationNotificationMessages,
  mateNotificationMessages,
} from './server/notifications.js';
import { storageCommandMessages } from './server/storage.js';

/**
 * Every area of the Spanish source, by the name it gives `defineMessages`: what each other language's
 * catalogue translates, key for key (src/shared/i18n/catalogues/).
 */
export const spanishCatalogue = {
  access: accessMessages,
  admin: adminMessages,
  adminNotification: adminNotificationMessages,
  app: appMessages,
  auth: authMessages,
  authError: authErrorMessages,
  block: blockMessages,
  blockError: blockErrorMessages,
  booking: bookingMessages,
  bookingError: bookingErrorMessages,
  bookingNotification: bookingNotificationMessages,
  contactForm: contactFormMessages,
  contacts: contactsMessages,
  conversation: conversationMessages,
  conversationError: conversationErrorMessages,
  conversationNotification: conversationNotificationMessages,
  devSignIn: devSignInMessages,
  email: emailMessages,
  emailSignInError: emailSignInErrorMessages,
  error: errorMessages,
  faq: faqMessages,
  footer: footerMessages,
  geo: geoMessages,
  geoServer: geoServerMessages,
  home: homeMessages,
  httpError: httpErrorMessages,
  image: imageMessages,
  imageError: imageErrorMessages,
  installableApp: installableAppMessages,
  limit: limitMessages,
  linkPreview: linkPreviewMessages,
  mate: mateMessages,
  mateDetail: mateDetailMessages,
  mateError: mateErrorMessages,
  mateForm: mateFormMessages,
  mateList: mateListMessages,
  mateMap: mateMapMessages,
  mateNotification: mateNotificationMessages,
  mateOwner: mateOwnerMessages,
  matePhoto: matePhotoMessages,
  mateRule: mateRuleMessages,
  nav: navMessages,
  notification: notificationMessages,
  notificationEmail: notificationEmailMessages,
  notificationPreference: notificationPreferenceMessages,
  operatorCommand: operatorCommandMessages,
  ownData: ownDataMessages,
  profile: profileMessages,
  push: pushMessages,
  registration: registrationMessages,
  registrationError: registrationErrorMessages,
  rental: rentalMessages,
  report: reportMessages,
  reportError: reportErrorMessages,
  review: reviewMessages,
  role: roleMessages,
  session: sessionMessages,
  sheet: sheetMessages,
  storageCommand: storageCommandMessages,
  time: timeMessages,
  toast: toastMessages,
};

/** A language's catalogue: every area and key of the Spanish, with the same placeholders (tested). */
export type Catalogue = {
  readonly [Area in keyof typeof spanishCatalogue]: Translated<(typeof spanishCatalogue)[Area]>;
};
