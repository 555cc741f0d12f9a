import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { loadNamespaces } from '../lib/i18n/i18n';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { HomePage } from '../features/expo/home/HomePage';
import { SponsorshipRedirect } from '../features/expo/sponsorship/SponsorshipRedirect';
import { RootFallback, RootLayout } from './layouts/RootLayout';

/*
 * One lazily loaded module per area, so a visitor of the public pages downloads neither Apollo nor the
 * user or admin code. The home page is bundled eagerly: it is the landing page and must paint at once.
 * A path in `paths` whose page is not built yet is not mounted: it falls through to "not found".
 */
const expoArea = () => import('./areas/expo-area');
const authArea = () => import('./areas/auth-area');
const userArea = () => import('./areas/user-area');
const adminArea = () => import('./areas/admin-area');
const marketplaceArea = () => import('./areas/marketplace-area');

/** A lazy route's page: its area's code, then the strings that code uses in the language shown. */
function component<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => {
    const module = await load();
    await loadNamespaces();
    return { Component: pick(module) };
  };
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: RootFallback,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        // Errors inside a page keep the header and footer around the error message.
        ErrorBoundary: RouteErrorPage,
        children: [
          { index: true, Component: HomePage },
          { path: paths.home, Component: HomePage },
          { path: paths.user.legacyLogin, element: <Navigate to={paths.login} replace /> },
          { path: paths.sponsorship, Component: SponsorshipRedirect },
          {
            lazy: component(expoArea, (m) => m.ExpoArea),
            children: [
              { path: paths.registration, lazy: component(expoArea, (m) => m.RegistrationPage) },
              { path: paths.groupRegistration, lazy: component(expoArea, (m) => m.GroupRegistrationPage) },
              { path: paths.registrationSuccess, lazy: component(expoArea, (m) => m.RegistrationSuccessPage) },
              { path: paths.registrationPayment, lazy: component(expoArea, (m) => m.RegistrationPaymentPage) },
              { path: paths.sponsorshipDetails, lazy: component(expoArea, (m) => m.SponsorshipDetailsPage) },
              { path: paths.sponsorshipSuccess, lazy: component(expoArea, (m) => m.SponsorshipSuccessPage) },
              { path: paths.aboutUs, lazy: component(expoArea, (m) => m.AboutPage) },
              { path: paths.privacy, lazy: component(expoArea, (m) => m.PrivacyPage) },
              { path: paths.myRegistration, lazy: component(expoArea, (m) => m.MyRegistrationPage) },
              { path: paths.mySponsorship, lazy: component(expoArea, (m) => m.MySponsorshipPage) },
              { path: paths.contactUs, lazy: component(expoArea, (m) => m.ContactPage) },
              { path: paths.programme, lazy: component(expoArea, (m) => m.ProgrammePage) },
              { path: paths.seatOffer, lazy: component(expoArea, (m) => m.SeatOfferPage) },
              { path: paths.exhibitors, lazy: component(expoArea, (m) => m.ExhibitorsPage) },
            ],
          },
          {
            lazy: component(marketplaceArea, (m) => m.MarketplaceArea),
            children: [
              { path: paths.tools, lazy: component(marketplaceArea, (m) => m.MarketplacePage) },
              { path: paths.tool, lazy: component(marketplaceArea, (m) => m.ToolPage) },
              { path: paths.owner, lazy: component(marketplaceArea, (m) => m.OwnerProfilePage) },
              { path: paths.unsubscribeSearch, lazy: component(marketplaceArea, (m) => m.UnsubscribeSearchPage) },
            ],
          },
          // Before the user area's guard: a visitor with an old link reaches the public tool page.
          { path: paths.user.rentalDetails, lazy: component(marketplaceArea, (m) => m.LegacyToolRedirect) },
          {
            lazy: component(authArea, (m) => m.AuthArea),
            children: [
              { path: paths.login, lazy: component(authArea, (m) => m.LoginPage) },
              { path: paths.createAccount, lazy: component(authArea, (m) => m.CreateAccountPage) },
              { path: paths.passwordRequest, lazy: component(authArea, (m) => m.PasswordRequestPage) },
              // Under /user but outside its guard: these are opened from an e-mail, often signed out.
              { path: paths.user.resetPassword, lazy: component(authArea, (m) => m.ResetPasswordPage) },
              { path: paths.user.confirmEmail, lazy: component(authArea, (m) => m.ConfirmEmailPage) },
              { path: paths.user.verifyEmail, lazy: component(authArea, (m) => m.VerifyEmailPage) },
            ],
          },
          {
            path: paths.user.root,
            lazy: component(userArea, (m) => m.UserArea),
            children: [
              { index: true, element: <Navigate to={paths.user.dashboard} replace /> },
              { path: paths.user.dashboard, lazy: component(userArea, (m) => m.DashboardPage) },
              { path: paths.user.myRentals, lazy: component(userArea, (m) => m.MyRentalsPage) },
              { path: paths.user.addRental, lazy: component(userArea, (m) => m.AddRentalPage) },
              { path: paths.user.myToolDetails, lazy: component(userArea, (m) => m.MyToolDetailsPage) },
              {
                path: paths.user.rentalBookingSummary,
                lazy: component(userArea, (m) => m.BookingSummaryPage),
              },
              { path: paths.user.cart, lazy: component(userArea, (m) => m.CartPage) },
              { path: paths.user.bookingPage, lazy: component(userArea, (m) => m.BookingProcessingPage) },
              { path: paths.user.requestSent, lazy: component(userArea, (m) => m.RequestSentPage) },
              { path: paths.user.rentalBookingSuccess, lazy: component(userArea, (m) => m.BookingSuccessPage) },
              { path: paths.user.myBookings, lazy: component(userArea, (m) => m.MyBookingsPage) },
              { path: paths.user.myBookingsDetails, lazy: component(userArea, (m) => m.MyBookingDetailsPage) },
              { path: paths.user.myRentalHistory, lazy: component(userArea, (m) => m.MyRentalHistoryPage) },
              {
                path: paths.user.myRentalHistoryDetails,
                lazy: component(userArea, (m) => m.RentalHistoryDetailsPage),
              },
              { path: paths.user.notifications, lazy: component(userArea, (m) => m.NotificationsPage) },
              { path: paths.user.earnings, lazy: component(userArea, (m) => m.EarningsPage) },
              { path: paths.user.saved, lazy: component(userArea, (m) => m.SavedToolsPage) },
              { path: paths.user.messages, lazy: component(userArea, (m) => m.InboxPage) },
              { path: paths.user.conversation, lazy: component(userArea, (m) => m.ConversationPage) },
              { path: paths.user.renter, lazy: component(userArea, (m) => m.RenterProfilePage) },
              { path: paths.user.myProfile, lazy: component(userArea, (m) => m.MyProfilePage) },
              { path: '*', Component: NotFoundPage },
            ],
          },
          {
            path: paths.admin.root,
            lazy: component(adminArea, (m) => m.AdminArea),
            children: [
              { index: true, element: <Navigate to={paths.admin.dashboard} replace /> },
              { path: paths.admin.dashboard, lazy: component(adminArea, (m) => m.AdminDashboardPage) },
              { path: paths.admin.allUsers, lazy: component(adminArea, (m) => m.AllUsersPage) },
              { path: paths.admin.userDetails, lazy: component(adminArea, (m) => m.UserDetailsPage) },
              { path: paths.admin.allParticipants, lazy: component(adminArea, (m) => m.AllParticipantsPage) },
              { path: paths.admin.participantDetails, lazy: component(adminArea, (m) => m.ParticipantDetailsPage) },
              { path: paths.admin.allSponsors, lazy: component(adminArea, (m) => m.AllSponsorsPage) },
              { path: paths.admin.sponsorDetails, lazy: component(adminArea, (m) => m.SponsorDetailsPage) },
              { path: paths.admin.invoicing, lazy: component(adminArea, (m) => m.InvoicingSettingsPage) },
              { path: paths.admin.checkIn, lazy: component(adminArea, (m) => m.CheckInPage) },
              { path: paths.admin.badges, lazy: component(adminArea, (m) => m.BadgesPage) },
              { path: paths.admin.privacyRequests, lazy: component(adminArea, (m) => m.PrivacyRequestsPage) },
              { path: paths.admin.idChecks, lazy: component(adminArea, (m) => m.IdentityChecksPage) },
              { path: paths.admin.allRentalBookings, lazy: component(adminArea, (m) => m.AllRentalBookingsPage) },
              { path: paths.admin.bookingDetails, lazy: component(adminArea, (m) => m.BookingDetailsPage) },
              { path: paths.admin.disputes, lazy: component(adminArea, (m) => m.DisputesPage) },
              { path: paths.admin.disputeDetails, lazy: component(adminArea, (m) => m.DisputeDetailsPage) },
              { path: paths.admin.allRentalCategories, lazy: component(adminArea, (m) => m.AllRentalCategoriesPage) },
              { path: paths.admin.addRentalCategory, lazy: component(adminArea, (m) => m.AddRentalCategoryPage) },
              {
                path: paths.admin.rentalCategoryDetails,
                lazy: component(adminArea, (m) => m.RentalCategoryDetailsPage),
              },
              { path: paths.admin.sendEmail, lazy: component(adminArea, (m) => m.SendEmailPage) },
              { path: paths.admin.campaign, lazy: component(adminArea, (m) => m.CampaignPage) },
              { path: paths.admin.outbox, lazy: component(adminArea, (m) => m.OutboxPage) },
              { path: paths.admin.outboxMessage, lazy: component(adminArea, (m) => m.OutboxMessagePage) },
              { path: paths.admin.webhooks, lazy: component(adminArea, (m) => m.WebhooksPage) },
              { path: paths.admin.webhookDetails, lazy: component(adminArea, (m) => m.WebhookEndpointPage) },
              { path: paths.admin.payouts, lazy: component(adminArea, (m) => m.PayoutsPage) },
              { path: paths.admin.inbox, lazy: component(adminArea, (m) => m.InboxPage) },
              { path: paths.admin.contactMessage, lazy: component(adminArea, (m) => m.ContactMessagePage) },
              { path: paths.admin.auditLog, lazy: component(adminArea, (m) => m.AuditLogPage) },
              { path: paths.admin.programme, lazy: component(adminArea, (m) => m.AdminProgrammePage) },
              {
                path: paths.admin.addProgrammeSession,
                lazy: component(adminArea, (m) => m.AddProgrammeSessionPage),
              },
              {
                path: paths.admin.programmeSessionDetails,
                lazy: component(adminArea, (m) => m.ProgrammeSessionDetailsPage),
              },
              {
                path: paths.admin.registrationTypes,
                lazy: component(adminArea, (m) => m.AdminRegistrationTypesPage),
              },
              {
                path: paths.admin.addRegistrationType,
                lazy: component(adminArea, (m) => m.AddRegistrationTypePage),
              },
              {
                path: paths.admin.registrationTypeDetails,
                lazy: component(adminArea, (m) => m.RegistrationTypeDetailsPage),
              },
              { path: paths.admin.accessCodes, lazy: component(adminArea, (m) => m.AdminAccessCodesPage) },
              { path: paths.admin.accessCodeDetails, lazy: component(adminArea, (m) => m.AccessCodeDetailsPage) },
              { path: paths.admin.exhibitors, lazy: component(adminArea, (m) => m.AdminExhibitorsPage) },
              { path: paths.admin.addExhibitor, lazy: component(adminArea, (m) => m.AddExhibitorPage) },
              { path: paths.admin.exhibitorDetails, lazy: component(adminArea, (m) => m.ExhibitorDetailsPage) },
              { path: '*', Component: NotFoundPage },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
