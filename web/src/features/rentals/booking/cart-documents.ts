import { graphql } from '../../../gql';

/* The cart is one object per user (keyFields [] in the Apollo cache): every mutation below answers
   it whole, so the sidebar count, the cart page and the summary agree without refetching. */

export const CartFields = graphql(`
  fragment CartFields on Cart {
    totalQuantity
    rentalAmount {
      amount
      formatted
    }
    depositAmount {
      amount
      formatted
    }
    totalAmount {
      amount
      decimal
      formatted
    }
    lines {
      id
      startDate
      startTime
      endDate
      endTime
      quantity
      price {
        formatted
      }
      billedMinutes
      unitAmount {
        formatted
      }
      discountPercent
      total {
        formatted
      }
      deposit {
        amount
        formatted
      }
      problem
      cancellationTerms {
        policy
        summary
        refundDeadlines {
          percent
          until
        }
      }
      tool {
        id
        name
        rentalCircle
        coverImage
        city
        timeZone
      }
    }
    pendingPayment {
      paymentId
      holdExpiresAt
      amount {
        formatted
      }
      matchesCart
      toolNames
    }
  }
`);

export const CartDocument = graphql(`
  query Cart {
    cart {
      ...CartFields
    }
  }
`);

export const AddToCartDocument = graphql(`
  mutation AddToCart($input: AddToCartInput!) {
    addToCart(input: $input) {
      ...CartFields
    }
  }
`);

export const RemoveFromCartDocument = graphql(`
  mutation RemoveFromCart($lineId: ID!) {
    removeFromCart(lineId: $lineId) {
      ...CartFields
    }
  }
`);

export const EmptyCartDocument = graphql(`
  mutation EmptyCart {
    emptyCart {
      ...CartFields
    }
  }
`);
