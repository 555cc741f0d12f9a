/**
 * Every route of the client (seed section 2) in one place. Components link with these constants, never
 * with string literals, so a renamed route is one edit and a typo is a type error.
 */
export const paths = {
  // Public (expo website and account entry points)
  root: '/',
  home: '/home',
  aboutUs: '/about-us',
  contactUs: '/contact-us',
  createAccount: '/create-account',
  login: '/user-login',
  passwordRequest: '/password-request',
  registration: '/registration',
  registrationSuccess: '/registration-success',
  sponsorship: '/sponsorship',
  sponsorshipDetails: '/sponsorship-details',
  sponsorshipSuccess: '/sponsorship-success',

  // Signed-in user area
  user: {
    root: '/user',
    /** Old client's login link; redirects to `login`. */
    legacyLogin: '/user/login',
    dashboard: '/user/user-dashboard',
    myRentals: '/user/my-rentals',
    addRental: '/user/add-rental',
    rentalBookingSuccess: '/user/rental-booking-success',
    myBookings: '/user/my-bookings',
    rentalDetails: '/user/rental-details',
    rentalBookingSummary: '/user/rental-booking-summary',
    cart: '/user/cart',
    myBookingsDetails: '/user/my-bookings-details',
    myRentalHistory: '/user/my-rental-history',
    myRentalHistoryDetails: '/user/my-rental-history-details',
    myProfile: '/user/my-profile',
    /** Reached from the password-reset e-mail, so it works signed out. */
    resetPassword: '/user/user-reset-password',
    myToolDetails: '/user/my-tool-details',
    bookingPage: '/user/booking-page',
  },

  // Admin area (role Admin)
  admin: {
    root: '/admin',
    dashboard: '/admin/admin-dashboard',
    addRentalCategory: '/admin/add-rental-category',
    allRentalCategories: '/admin/all-rental-categories',
    rentalCategoryDetails: '/admin/rental-category-details',
    allUsers: '/admin/all-users',
    userDetails: '/admin/user-details',
    allRentalBookings: '/admin/all-rental-bookings',
    bookingDetails: '/admin/booking-details',
    sendEmail: '/admin/send-email',
    allParticipants: '/admin/all-participants',
    allSponsors: '/admin/all-sponsors',
    // Beyond the seed: details of the expo lists, check-in, bulk-mail progress and the e-mail outbox.
    participantDetails: '/admin/participant-details',
    sponsorDetails: '/admin/sponsor-details',
    checkIn: '/admin/check-in',
    campaign: '/admin/campaign',
    outbox: '/admin/outbox',
    outboxMessage: '/admin/outbox-message',
  },
} as const;

/** Link target of the password-reset e-mail. */
export function resetPasswordHref(token: string): string {
  return `${paths.user.resetPassword}?${new URLSearchParams({ token })}`;
}

/** The public page of one tool (`?id=`), so a refresh or a shared link opens the same tool. */
export function rentalDetailsHref(toolId: string): string {
  return `${paths.user.rentalDetails}?${new URLSearchParams({ id: toolId })}`;
}

/** The owner's Edit Tool page for one of their tools. */
export function myToolDetailsHref(toolId: string): string {
  return `${paths.user.myToolDetails}?${new URLSearchParams({ id: toolId })}`;
}

/** The sponsorship form for one package; the choice lives in the URL so it survives a refresh. */
export function sponsorshipDetailsHref(packageId: string): string {
  return `${paths.sponsorshipDetails}?${new URLSearchParams({ package: packageId })}`;
}

/** An admin details page; the record's id travels in the query string (`?id=`), so a refresh keeps it. */
export function adminDetailsHref(path: string, id: string): string {
  return `${path}?${new URLSearchParams({ id })}`;
}
