import { graphql } from '../../../gql';

export const WebhookEndpointFieldsFragment = graphql(`
  fragment WebhookEndpointFields on WebhookEndpoint {
    id
    url
    description
    events
    enabled
    disabledReason
    secretHint
    createdAt
  }
`);

export const WebhookDeliveryFieldsFragment = graphql(`
  fragment WebhookDeliveryFields on WebhookDelivery {
    id
    eventType
    eventId
    status
    attempts
    nextAttemptAt
    lastStatusCode
    lastError
    deliveredAt
    createdAt
  }
`);

export const WebhookEndpointsDocument = graphql(`
  query WebhookEndpoints {
    webhookEndpoints {
      ...WebhookEndpointFields
    }
  }
`);

export const WebhookEndpointDocument = graphql(`
  query WebhookEndpoint($id: ID!) {
    webhookEndpoint(id: $id) {
      ...WebhookEndpointFields
    }
  }
`);

export const WebhookDeliveriesDocument = graphql(`
  query WebhookDeliveries($endpointId: ID!, $page: PageInput) {
    webhookDeliveries(endpointId: $endpointId, page: $page) {
      total
      page
      pageSize
      hasMore
      items {
        ...WebhookDeliveryFields
      }
    }
  }
`);

export const CreateWebhookEndpointDocument = graphql(`
  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      secret
      endpoint {
        ...WebhookEndpointFields
      }
    }
  }
`);

export const UpdateWebhookEndpointDocument = graphql(`
  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointChangesInput!) {
    updateWebhookEndpoint(id: $id, input: $input) {
      ...WebhookEndpointFields
    }
  }
`);

export const DeleteWebhookEndpointDocument = graphql(`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id)
  }
`);

export const RevealWebhookSecretDocument = graphql(`
  mutation RevealWebhookSecret($id: ID!) {
    revealWebhookSecret(id: $id)
  }
`);

export const RotateWebhookSecretDocument = graphql(`
  mutation RotateWebhookSecret($id: ID!) {
    rotateWebhookSecret(id: $id)
  }
`);

export const SendTestWebhookDocument = graphql(`
  mutation SendTestWebhook($endpointId: ID!) {
    sendTestWebhook(endpointId: $endpointId) {
      ...WebhookDeliveryFields
    }
  }
`);

export const ResendWebhookDeliveryDocument = graphql(`
  mutation ResendWebhookDelivery($id: ID!) {
    resendWebhookDelivery(id: $id) {
      ...WebhookDeliveryFields
    }
  }
`);
