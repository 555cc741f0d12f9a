/** What the registration page hands to the success page through router state. */
export interface RegistrationSuccessState {
  /** The address the confirmation (with the registration code and QR code) is on its way to. */
  email?: string;
  firstName?: string;
  /** Of a type the organisers approve: the e-mail says it awaits approval, the ticket comes later. */
  awaitingApproval?: boolean;
  /** A paid registration: the amount received, as people read it. */
  paid?: string;
  /** A group registration: everyone it named (each confirmation goes to its own address; `email` is the contact's). */
  group?: { firstName: string; lastName: string; email: string }[];
}
