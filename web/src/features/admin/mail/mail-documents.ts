import { graphql } from '../../../gql';

export const MailAudienceCountDocument = graphql(`
  query MailAudienceCount($audience: Audience!) {
    mailAudienceCount(audience: $audience) {
      recipients
      suppressed
    }
  }
`);

export const MailPreviewDocument = graphql(`
  query MailPreview($subject: String!, $message: String!) {
    mailPreview(subject: $subject, message: $message) {
      subject
      text
      viewPass
    }
  }
`);

/** Where the preview frame posts the draft (with its pass) to get the e-mail's HTML as a page of its own. */
export const GROUP_MAIL_VIEW_ACTION = '/api/admin/mail-view/group-mail';

export const SendTestMailDocument = graphql(`
  mutation SendTestMail($subject: String!, $message: String!) {
    sendTestMail(subject: $subject, message: $message)
  }
`);

export const SendGroupMailDocument = graphql(`
  mutation SendGroupMail($audience: Audience!, $subject: String!, $message: String!) {
    sendGroupMail(audience: $audience, subject: $subject, message: $message) {
      id
      recipientCount
    }
  }
`);

export const MailCampaignsDocument = graphql(`
  query MailCampaigns($page: PageInput) {
    mailCampaigns(page: $page) {
      total
      items {
        id
        subject
        audienceLabel
        recipientCount
        createdAt
      }
    }
  }
`);
