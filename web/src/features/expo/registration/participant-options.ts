/** Seed section 9: the participant form's choices, in this order. */
export const PARTICIPANT_TITLES = ['Mr.', 'Mrs.', 'Ms.', 'Miss.', 'Dr.', 'Engnr.', 'Prof.'] as const;
export const GENDERS = ['Male', 'Female'] as const;

/** What the registration page hands to the success page through router state. */
export interface RegistrationSuccessState {
  registrationCode?: string;
  email?: string;
  firstName?: string;
}
