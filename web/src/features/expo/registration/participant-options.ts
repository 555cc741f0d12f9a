/** The participant form's choices of title and gender, offered in this order. */
export const PARTICIPANT_TITLES = ['Mr.', 'Mrs.', 'Ms.', 'Miss.', 'Dr.', 'Engnr.', 'Prof.'] as const;
export const GENDERS = ['Male', 'Female'] as const;

/** What the registration page hands to the success page through router state. */
export interface RegistrationSuccessState {
  registrationCode?: string;
  email?: string;
  firstName?: string;
}
