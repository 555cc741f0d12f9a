/** What the registration page hands to the success page through router state. */
export interface RegistrationSuccessState {
  /** The address the confirmation (with the registration code and QR code) is on its way to. */
  email?: string;
  firstName?: string;
}
