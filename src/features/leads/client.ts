// Client-safe public surface of the leads feature: the forms and modals (index.ts is the server side).
export { ConsultationForm, type ConsultationFormProps, REQUESTS_ENDPOINT } from './consultation-form'
export { ConsultationModal, type ConsultationModalProps } from './consultation-modal'
export { ConsentText, PrivacyLink } from './consent-text'
export { EmailField, NameField, PhoneField } from './contact-fields'
export {
  MAILING_ENDPOINT,
  MAILING_MODAL_CLOSE_MS,
  MailingForm,
  type MailingFormProps,
  MailingModal,
  type MailingModalProps,
} from './mailing-form'
export { FormFailure, FormSuccess } from './form-status'
// The forms' column, intro and actions, for a form of another feature that should look the same.
export { default as leadFormStyles } from './forms.module.css'
export { emailField, MESSAGES } from './leads.schema'
export { refusalOf, type Refusal, retryIn } from './refusal'
export { FIELD_LABELS, MAILING_PERSONAL_DATA_TEXT, type MailingTexts, PRIVACY_PATH, type RequestBlockTexts } from './texts'
export { useLeadForm } from './use-lead-form'
