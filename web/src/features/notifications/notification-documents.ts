import { graphql } from '../../gql';

export const NotificationFields = graphql(`
  fragment NotificationFields on Notification {
    id
    kind
    message
    bookingId
    bookingRole
    read
    createdAt
  }
`);

export const NotificationsDocument = graphql(`
  query Notifications($page: Int!, $unreadOnly: Boolean) {
    notifications(page: { page: $page, pageSize: 20 }, unreadOnly: $unreadOnly) {
      total
      page
      pageSize
      unread
      items {
        ...NotificationFields
      }
    }
  }
`);

export const UnreadNotificationsDocument = graphql(`
  query UnreadNotifications {
    notifications(page: { pageSize: 1 }) {
      unread
    }
  }
`);

export const NotificationEventsDocument = graphql(`
  subscription NotificationEvents {
    notificationEvents {
      unread
      notification {
        ...NotificationFields
      }
    }
  }
`);
