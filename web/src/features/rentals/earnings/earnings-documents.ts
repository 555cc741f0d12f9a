import { graphql } from '../../../gql';

export const PayoutAccountFieldsFragment = graphql(`
  fragment PayoutAccountFields on PayoutAccount {
    method
    accountName
    bankName
    accountNumberMasked
    bankCode
    stripeConnected
    stripeDetailsSubmitted
    stripePayoutsEnabled
    stripeRequirementsDue
    onHold
    payoutsResumeAt
  }
`);

export const MyEarningsDocument = graphql(`
  query MyEarnings($bookingsPage: PageInput, $payoutsPage: PageInput, $currency: CurrencyCode) {
    myEarnings(currency: $currency) {
      currency
      currencies
      pending {
        amount
        formatted
      }
      available {
        amount
        decimal
        formatted
      }
      inTransit {
        amount
        formatted
      }
      paid {
        amount
        formatted
      }
      minimumPayout {
        amount
        formatted
      }
      disputeWindowHours
      platformFeePercent
      payoutMethod
      payoutAccount {
        ...PayoutAccountFields
      }
      bookings(page: $bookingsPage) {
        total
        page
        pageSize
        items {
          bookingId
          bookingCode
          toolName
          timeZone
          amount {
            formatted
          }
          fee {
            formatted
          }
          earning {
            formatted
          }
          status
          availableFrom
        }
      }
      payouts(page: $payoutsPage) {
        total
        page
        pageSize
        items {
          id
          amount {
            formatted
          }
          status
          method
          reference
          failureMessage
          createdAt
          paidAt
        }
      }
    }
  }
`);

export const SetBankPayoutDetailsDocument = graphql(`
  mutation SetBankPayoutDetails($input: BankPayoutDetailsInput!, $currentPassword: String!) {
    setBankPayoutDetails(input: $input, currentPassword: $currentPassword) {
      ...PayoutAccountFields
    }
  }
`);

export const StartStripeOnboardingDocument = graphql(`
  mutation StartStripeOnboarding($currentPassword: String!) {
    startStripeOnboarding(currentPassword: $currentPassword) {
      url
    }
  }
`);

export const ConfirmPayoutDetailsDocument = graphql(`
  mutation ConfirmPayoutDetails($currentPassword: String!) {
    confirmPayoutDetails(currentPassword: $currentPassword) {
      ...PayoutAccountFields
    }
  }
`);

export const RefreshStripeAccountDocument = graphql(`
  mutation RefreshStripeAccount {
    refreshStripeAccount {
      ...PayoutAccountFields
    }
  }
`);

export const RequestPayoutDocument = graphql(`
  mutation RequestPayout($amount: String, $currency: CurrencyCode) {
    requestPayout(amount: $amount, currency: $currency) {
      id
      status
      method
      amount {
        formatted
      }
    }
  }
`);

export const PayoutBanksDocument = graphql(`
  query PayoutBanks($currency: CurrencyCode) {
    payoutBanks(currency: $currency) {
      code
      name
    }
  }
`);

export const CheckPaystackPayoutAccountDocument = graphql(`
  query CheckPaystackPayoutAccount($bankCode: String!, $accountNumber: String!, $currency: CurrencyCode) {
    checkPaystackPayoutAccount(bankCode: $bankCode, accountNumber: $accountNumber, currency: $currency) {
      bankCode
      bankName
      accountNumber
      accountName
    }
  }
`);

export const SetPaystackPayoutAccountDocument = graphql(`
  mutation SetPaystackPayoutAccount(
    $bankCode: String!
    $accountNumber: String!
    $currentPassword: String!
    $currency: CurrencyCode
  ) {
    setPaystackPayoutAccount(
      bankCode: $bankCode
      accountNumber: $accountNumber
      currentPassword: $currentPassword
      currency: $currency
    ) {
      ...PayoutAccountFields
    }
  }
`);
