import { Outlet } from 'react-router-dom';
import { AreaApolloProvider } from '../providers/AreaApolloProvider';

/**
 * The expo's inner pages (registration, sponsorship, about, contact, programme, exhibitors): loaded on first visit to one of
 * them, so Apollo stays out of the home page's first download.
 */
export function ExpoArea() {
  return (
    <AreaApolloProvider>
      <Outlet />
    </AreaApolloProvider>
  );
}

export { AboutPage } from '../../features/expo/about/AboutPage';
export { MyRegistrationPage } from '../../features/expo/my-registration/MyRegistrationPage';
export { MySponsorshipPage } from '../../features/expo/my-sponsorship/MySponsorshipPage';
export { PrivacyPage } from '../../features/expo/privacy/PrivacyPage';
export { ContactPage } from '../../features/expo/contact/ContactPage';
export { ExhibitorsPage } from '../../features/expo/exhibitors/ExhibitorsPage';
export { ProgrammePage } from '../../features/expo/programme/ProgrammePage';
export { SeatOfferPage } from '../../features/expo/programme/SeatOfferPage';
export { GroupRegistrationPage } from '../../features/expo/registration/GroupRegistrationPage';
export { RegistrationPage } from '../../features/expo/registration/RegistrationPage';
export { RegistrationSuccessPage } from '../../features/expo/registration/RegistrationSuccessPage';
export { RegistrationPaymentPage } from '../../features/expo/registration/RegistrationPaymentPage';
export { SponsorshipDetailsPage } from '../../features/expo/sponsorship/SponsorshipDetailsPage';
export { SponsorshipSuccessPage } from '../../features/expo/sponsorship/SponsorshipSuccessPage';
