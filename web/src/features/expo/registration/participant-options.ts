/** What the registration page hands to the success page through router state. */
export interface RegistrationSuccessState {
  registrationCode?: string;
  email?: string;
  firstName?: string;
}
