/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query MyApiTokens {\n    myApiTokens {\n      id\n      name\n      prefix\n      scopes\n      expiresAt\n      lastUsedAt\n      revokedAt\n      createdAt\n    }\n  }\n": typeof types.MyApiTokensDocument,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n      }\n    }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": typeof types.RevokeApiTokenDocument,
    "\n  mutation ChangePassword($id: ID!, $input: UpdateAccountInput!) {\n    updateAccount(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  fragment IdentityCheckFields on IdentityCheck {\n    id\n    status\n    documentKind\n    submittedAt\n    decidedAt\n    reason\n    documentUrl\n    selfieUrl\n    documentsDeletedAt\n    documentsKeptUntil\n    waiting\n  }\n": typeof types.IdentityCheckFieldsFragmentDoc,
    "\n  query MyIdentityCheck {\n    me {\n      id\n      idVerified\n    }\n    myIdentityCheck {\n      ...IdentityCheckFields\n    }\n  }\n": typeof types.MyIdentityCheckDocument,
    "\n  query MyLatestIdentityCheck {\n    myIdentityCheck {\n      ...IdentityCheckFields\n    }\n  }\n": typeof types.MyLatestIdentityCheckDocument,
    "\n  mutation SubmitIdentityCheck($documentKind: IdDocumentKind!, $document: Upload!, $selfie: Upload!) {\n    submitIdentityCheck(documentKind: $documentKind, document: $document, selfie: $selfie) {\n      ...IdentityCheckFields\n    }\n  }\n": typeof types.SubmitIdentityCheckDocument,
    "\n  mutation ForgetMyIdentityDocuments {\n    forgetMyIdentityDocuments {\n      ...IdentityCheckFields\n    }\n  }\n": typeof types.ForgetMyIdentityDocumentsDocument,
    "\n  mutation RequestOwnPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestOwnPasswordResetDocument,
    "\n  mutation UpdateProfile($id: ID!, $input: UpdateAccountInput!, $image: Upload, $removeImage: Boolean!) {\n    updateAccount(id: $id, input: $input, image: $image, removeImage: $removeImage) {\n      ...SessionUserFields\n      pendingEmail\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query ProfilePendingEmail {\n    me {\n      id\n      pendingEmail\n    }\n  }\n": typeof types.ProfilePendingEmailDocument,
    "\n  mutation LogoutEverywhere {\n    logoutEverywhere\n  }\n": typeof types.LogoutEverywhereDocument,
    "\n  fragment AccessCodeFields on AccessCode {\n    id\n    code\n    places\n    used\n    placesLeft\n    usable\n    sponsorCompany\n    note\n    validUntil\n    revokedAt\n    createdAt\n    type {\n      id\n      name\n    }\n  }\n": typeof types.AccessCodeFieldsFragmentDoc,
    "\n  query AdminAccessCodes($search: String, $page: PageInput) {\n    site {\n      expoTimeZone\n    }\n    adminAccessCodes(search: $search, page: $page) {\n      total\n      items {\n        ...AccessCodeFields\n      }\n    }\n  }\n": typeof types.AdminAccessCodesDocument,
    "\n  query AccessCodeTypes {\n    adminRegistrationTypes {\n      id\n      name\n      requiresCode\n      sponsorPasses\n    }\n  }\n": typeof types.AccessCodeTypesDocument,
    "\n  mutation CreateAccessCode($input: AccessCodeInput!) {\n    createAccessCode(input: $input) {\n      ...AccessCodeFields\n    }\n  }\n": typeof types.CreateAccessCodeDocument,
    "\n  query AdminAccessCode($id: ID!) {\n    site {\n      expoTimeZone\n    }\n    adminAccessCode(id: $id) {\n      ...AccessCodeFields\n    }\n    adminAccessCodeUses(codeId: $id) {\n      firstName\n      lastName\n      usedAt\n      cancelled\n      checkedIn\n    }\n  }\n": typeof types.AdminAccessCodeDocument,
    "\n  mutation UpdateAccessCode($id: ID!, $input: AccessCodeChangeInput!) {\n    updateAccessCode(id: $id, input: $input) {\n      ...AccessCodeFields\n    }\n  }\n": typeof types.UpdateAccessCodeDocument,
    "\n  mutation RevokeAccessCode($id: ID!) {\n    revokeAccessCode(id: $id) {\n      ...AccessCodeFields\n    }\n  }\n": typeof types.RevokeAccessCodeDocument,
    "\n  fragment AuditEntryFields on AuditEntry {\n    id\n    at\n    actorId\n    actorName\n    action\n    targetType\n    targetId\n    targetLabel\n    reason\n    changes {\n      field\n      before\n      after\n    }\n  }\n": typeof types.AuditEntryFieldsFragmentDoc,
    "\n  query AdminAuditLog($page: PageInput, $targetType: AuditTargetType, $targetId: ID, $actorId: ID) {\n    adminAuditLog(page: $page, targetType: $targetType, targetId: $targetId, actorId: $actorId) {\n      total\n      items {\n        ...AuditEntryFields\n      }\n    }\n  }\n": typeof types.AdminAuditLogDocument,
    "\n  query AuditAdministrators {\n    adminUsers(role: ADMIN, page: { pageSize: 100 }, orderBy: { field: FIRST_NAME, direction: ASC }) {\n      items {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n": typeof types.AuditAdministratorsDocument,
    "\n  query RecordHistory($targetId: ID!) {\n    adminAuditLog(targetId: $targetId, page: { pageSize: 20 }) {\n      total\n      items {\n        ...AuditEntryFields\n      }\n    }\n  }\n": typeof types.RecordHistoryDocument,
    "\n  query BadgePrintOptions {\n    site {\n      expoStartDate\n      expoEndDate\n    }\n    adminRegistrationTypes {\n      id\n      name\n      days\n    }\n  }\n": typeof types.BadgePrintOptionsDocument,
    "\n  query BadgePrintCount($filter: BadgePrintFilter) {\n    badgePrintCount(filter: $filter) {\n      matching\n      unprinted\n      limit\n    }\n  }\n": typeof types.BadgePrintCountDocument,
    "\n  query AdminBookings($page: PageInput, $search: String, $orderBy: BookingOrder, $status: BookingStatus, $toolId: ID) {\n    adminBookings(page: $page, search: $search, orderBy: $orderBy, status: $status, toolId: $toolId) {\n      total\n      items {\n        id\n        code\n        status\n        outcomeLabel\n        overdue\n        price {\n          amount\n          currency\n          formatted\n        }\n        rentalCircle\n        amount {\n          amount\n          currency\n          formatted\n        }\n        pickupDate\n        endDate\n        endTime\n        timeZone\n        tool {\n          id\n          name\n        }\n        renter {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n": typeof types.AdminBookingsDocument,
    "\n  query AdminBookingDetails($id: ID!) {\n    booking(id: $id) {\n      ...BookingCoreFields\n      notReturned\n      disputes {\n        id\n        kind\n        status\n      }\n      refund {\n        status\n        rental {\n          amount\n          formatted\n        }\n        deposit {\n          amount\n          formatted\n        }\n        total {\n          formatted\n        }\n        rentalPercent\n        inFull\n      }\n      tool {\n        id\n        image1\n        image2\n        image3\n        image4\n      }\n    }\n  }\n": typeof types.AdminBookingDetailsDocument,
    "\n  query AdminBookingLedger($id: ID!) {\n    booking(id: $id) {\n      id\n      ledger {\n        entries {\n          id\n          kind\n          amount {\n            amount\n            formatted\n          }\n          key\n          providerRef\n          createdAt\n        }\n        totals {\n          kind\n          amount {\n            amount\n            formatted\n          }\n        }\n        deposit {\n          amount\n          formatted\n        }\n        depositStatus\n        depositSettledAt\n      }\n      conditionPhotos {\n        id\n        stage\n        url\n        note\n        uploadedBy\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminBookingLedgerDocument,
    "\n  mutation CreateRentalCategory($name: String!, $image: Upload) {\n    createRentalCategory(name: $name, image: $image) {\n      id\n      name\n      image\n      updatedAt\n    }\n  }\n": typeof types.CreateRentalCategoryDocument,
    "\n  query AdminRentalCategory($id: ID!) {\n    rentalCategory(id: $id) {\n      id\n      name\n      image\n      updatedAt\n    }\n  }\n": typeof types.AdminRentalCategoryDocument,
    "\n  mutation UpdateRentalCategory($id: ID!, $name: String, $image: Upload) {\n    updateRentalCategory(id: $id, name: $name, image: $image) {\n      id\n      name\n      image\n      updatedAt\n    }\n  }\n": typeof types.UpdateRentalCategoryDocument,
    "\n  mutation DeleteRentalCategory($id: ID!) {\n    deleteRentalCategory(id: $id)\n  }\n": typeof types.DeleteRentalCategoryDocument,
    "\n  query AdminRentalCategories {\n    rentalCategories {\n      id\n      name\n      image\n      updatedAt\n    }\n  }\n": typeof types.AdminRentalCategoriesDocument,
    "\n  query DeskSetup {\n    checkInDays\n    site {\n      expoTimeZone\n    }\n    programme {\n      id\n      title\n      room\n      day\n      startTime\n      endTime\n      seats\n    }\n  }\n": typeof types.DeskSetupDocument,
    "\n  mutation CheckInParticipant($idOrCode: String!) {\n    checkInParticipant(idOrCode: $idOrCode) {\n      id\n      firstName\n      lastName\n      registrationCode\n      checkedInAt\n    }\n  }\n": typeof types.CheckInParticipantDocument,
    "\n  query DeskGuestList($day: String!, $sessionId: ID, $after: String) {\n    checkInGuestList(day: $day, sessionId: $sessionId, after: $after, first: 5000) {\n      endCursor\n      total\n      guests {\n        id\n        registrationCode\n        firstName\n        lastName\n        status\n        typeName\n        days\n        admittedAt\n        hasSeat\n        badgePrintedAt\n      }\n    }\n  }\n": typeof types.DeskGuestListDocument,
    "\n  mutation SyncCheckIns($desk: CheckInDeskInput!, $scans: [CheckInScanInput!]!) {\n    syncCheckIns(desk: $desk, scans: $scans) {\n      serverTime\n      results {\n        ...DeskScanResult\n      }\n    }\n  }\n": typeof types.SyncCheckInsDocument,
    "\n  mutation UndoCheckInScan($id: ID!) {\n    undoCheckInScan(id: $id) {\n      ...DeskScanResult\n    }\n  }\n": typeof types.UndoCheckInScanDocument,
    "\n  fragment DeskScanResult on CheckInScanResult {\n    id\n    outcome\n    refusal\n    message\n    guest {\n      id\n      registrationCode\n      firstName\n      lastName\n    }\n    first {\n      at\n      deskName\n      entrance\n    }\n  }\n": typeof types.DeskScanResultFragmentDoc,
    "\n  query AdminDashboard {\n    site {\n      expoYear\n    }\n    adminDashboard {\n      users\n      participants\n      sponsors\n      sponsorsAwaitingReview\n      checkedIn\n      bookings\n      bookingsInProgress\n      bookingsOverdue\n      moneyByCurrency {\n        currency\n        revenue {\n          formatted\n        }\n        platformFees {\n          formatted\n        }\n        depositsHeld {\n          formatted\n        }\n        payoutsDue {\n          formatted\n        }\n      }\n      openDisputes\n      mailQueued\n      mailFailed\n      oldestQueuedMailAt\n      registrationsPerDay {\n        day\n        count\n      }\n    }\n  }\n": typeof types.AdminDashboardDocument,
    "\n  query DoorDays {\n    checkInDays\n    site {\n      expoTimeZone\n    }\n  }\n": typeof types.DoorDaysDocument,
    "\n  query DoorCounts($day: String!) {\n    checkInCounts(day: $day) {\n      day\n      inside\n      expected\n      entrances {\n        entrance\n        total\n        perMinute {\n          minute\n          count\n        }\n      }\n      desks {\n        id\n        name\n        entrance\n        sessionTitle\n        lastSyncAt\n        admitted\n      }\n    }\n  }\n": typeof types.DoorCountsDocument,
    "\n  query AdminDispute($id: ID!) {\n    dispute(id: $id) {\n      id\n      bookingId\n      bookingCode\n      toolName\n      timeZone\n      kind\n      status\n      openedBy\n      reason\n      createdAt\n      decidedAt\n      decisionNote\n      returnedAt\n      claim {\n        formatted\n      }\n      amount {\n        formatted\n      }\n      deposit {\n        amount\n        formatted\n      }\n      refundToRenter {\n        formatted\n      }\n      awardToOwner {\n        formatted\n      }\n      renter {\n        id\n        firstName\n        lastName\n      }\n      owner {\n        id\n        firstName\n        lastName\n      }\n      refundLimit {\n        decimal\n        formatted\n      }\n      awardLimit {\n        amount\n        decimal\n        formatted\n      }\n      depositToSettle {\n        amount\n        formatted\n      }\n      canDecide\n      timeline {\n        transition\n        label\n        actor\n        at\n        note\n      }\n      messages {\n        id\n        body\n        at\n        sender {\n          id\n          firstName\n          lastName\n        }\n      }\n      photos {\n        id\n        stage\n        uploadedBy\n        url\n        note\n        at\n      }\n    }\n  }\n": typeof types.AdminDisputeDocument,
    "\n  mutation DecideDispute($disputeId: ID!, $refundToRenter: String!, $awardToOwner: String!, $note: String!) {\n    decideDispute(disputeId: $disputeId, refundToRenter: $refundToRenter, awardToOwner: $awardToOwner, note: $note) {\n      id\n      status\n    }\n  }\n": typeof types.DecideDisputeDocument,
    "\n  mutation DismissDispute($disputeId: ID!, $note: String!) {\n    dismissDispute(disputeId: $disputeId, note: $note) {\n      id\n      status\n    }\n  }\n": typeof types.DismissDisputeDocument,
    "\n  query AdminDisputes($page: PageInput, $status: DisputeStatus) {\n    disputes(page: $page, status: $status) {\n      total\n      items {\n        id\n        kind\n        status\n        openedBy\n        bookingCode\n        toolName\n        timeZone\n        createdAt\n        claim {\n          formatted\n        }\n        deposit {\n          formatted\n        }\n        renter {\n          id\n          firstName\n          lastName\n        }\n        owner {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n": typeof types.AdminDisputesDocument,
    "\n  mutation CreateExhibitor($input: ExhibitorInput!, $logo: Upload) {\n    createExhibitor(input: $input, logo: $logo) {\n      ...ExhibitorFields\n    }\n  }\n": typeof types.CreateExhibitorDocument,
    "\n  query AdminExhibitor($id: ID!) {\n    exhibitor(id: $id) {\n      ...ExhibitorFields\n    }\n  }\n": typeof types.AdminExhibitorDocument,
    "\n  mutation UpdateExhibitor($id: ID!, $input: ExhibitorInput!, $logo: Upload) {\n    updateExhibitor(id: $id, input: $input, logo: $logo) {\n      ...ExhibitorFields\n    }\n  }\n": typeof types.UpdateExhibitorDocument,
    "\n  mutation DeleteExhibitor($id: ID!) {\n    deleteExhibitor(id: $id)\n  }\n": typeof types.DeleteExhibitorDocument,
    "\n  query AdminExhibitorDirectory {\n    exhibitors {\n      id\n      exhibitorId\n      sponsorId\n      company\n      website\n      booth\n      category\n      sponsorTier {\n        id\n        title\n      }\n    }\n  }\n": typeof types.AdminExhibitorDirectoryDocument,
    "\n  query ApprovedSponsors {\n    sponsorWall {\n      package {\n        id\n        title\n      }\n      sponsors {\n        id\n        company\n      }\n    }\n  }\n": typeof types.ApprovedSponsorsDocument,
    "\n  fragment ExhibitorFields on Exhibitor {\n    id\n    company\n    description\n    descriptionFr\n    website\n    booth\n    category\n    logo\n    sponsorId\n    updatedAt\n  }\n": typeof types.ExhibitorFieldsFragmentDoc,
    "\n  query AdminIdentityChecks($status: IdentityCheckStatus, $page: PageInput) {\n    adminPendingIdentityChecks\n    adminIdentityChecks(status: $status, page: $page) {\n      total\n      items {\n        id\n        userId\n        name\n        email\n        status\n        documentKind\n        submittedAt\n        decidedAt\n        decidedBy\n        reason\n        documentUrl\n        selfieUrl\n        documentsDeletedAt\n        canDecide\n      }\n    }\n  }\n": typeof types.AdminIdentityChecksDocument,
    "\n  mutation ApproveIdentityCheck($id: ID!) {\n    approveIdentityCheck(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.ApproveIdentityCheckDocument,
    "\n  mutation RejectIdentityCheck($id: ID!, $reason: String!) {\n    rejectIdentityCheck(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n": typeof types.RejectIdentityCheckDocument,
    "\n  query AdminPendingIdentityChecks {\n    adminPendingIdentityChecks\n  }\n": typeof types.AdminPendingIdentityChecksDocument,
    "\n  fragment ContactMessageRepliesFields on ContactMessage {\n    replies {\n      id\n      authorName\n      subject\n      body\n      outboxId\n      deliveryStatus\n      createdAt\n    }\n  }\n": typeof types.ContactMessageRepliesFieldsFragmentDoc,
    "\n  query AdminContactMessage($id: ID!) {\n    adminContactMessage(id: $id) {\n      ...ContactMessageRowFields\n      ...ContactMessageRepliesFields\n    }\n  }\n": typeof types.AdminContactMessageDocument,
    "\n  mutation MarkContactMessageRead($id: ID!, $read: Boolean!) {\n    markContactMessageRead(id: $id, read: $read) {\n      id\n      readAt\n    }\n  }\n": typeof types.MarkContactMessageReadDocument,
    "\n  mutation SetContactMessageHandled($id: ID!, $handled: Boolean!) {\n    setContactMessageHandled(id: $id, handled: $handled) {\n      id\n      readAt\n      handledAt\n    }\n  }\n": typeof types.SetContactMessageHandledDocument,
    "\n  mutation ReplyToContactMessage($id: ID!, $input: ContactReplyInput!) {\n    replyToContactMessage(id: $id, input: $input) {\n      id\n      readAt\n      repliedAt\n      ...ContactMessageRepliesFields\n    }\n  }\n": typeof types.ReplyToContactMessageDocument,
    "\n  fragment ContactMessageRowFields on ContactMessage {\n    id\n    name\n    email\n    message\n    readAt\n    handledAt\n    repliedAt\n    createdAt\n  }\n": typeof types.ContactMessageRowFieldsFragmentDoc,
    "\n  query AdminContactMessages(\n    $page: PageInput\n    $search: String\n    $orderBy: ContactMessageOrder\n    $state: ContactMessageState\n  ) {\n    adminContactMessages(page: $page, search: $search, orderBy: $orderBy, state: $state) {\n      total\n      items {\n        ...ContactMessageRowFields\n      }\n    }\n  }\n": typeof types.AdminContactMessagesDocument,
    "\n  query AdminUnreadContactMessages {\n    adminUnreadContactMessages\n  }\n": typeof types.AdminUnreadContactMessagesDocument,
    "\n  fragment InvoiceSettingsFields on InvoiceSettings {\n    legalName\n    address\n    taxNumber\n    bankDetails\n    invoicePrefix\n    paymentTermsDays\n    reminderDaysBefore\n    taxLines {\n      name\n      basisPoints\n    }\n    paidSponsorsOnly\n  }\n": typeof types.InvoiceSettingsFieldsFragmentDoc,
    "\n  query InvoicingSettings {\n    invoiceSettings {\n      ...InvoiceSettingsFields\n    }\n    sponsorshipPackages {\n      id\n      title\n      priceCents\n      currency\n    }\n    site {\n      currency\n      currencies\n    }\n  }\n": typeof types.InvoicingSettingsDocument,
    "\n  mutation UpdateInvoiceSettings($input: InvoiceSettingsInput!) {\n    updateInvoiceSettings(input: $input) {\n      ...InvoiceSettingsFields\n    }\n  }\n": typeof types.UpdateInvoiceSettingsDocument,
    "\n  mutation SetSponsorshipPackagePrice($id: ID!, $priceCents: Int, $currency: CurrencyCode) {\n    setSponsorshipPackagePrice(id: $id, priceCents: $priceCents, currency: $currency) {\n      id\n      priceCents\n      currency\n    }\n  }\n": typeof types.SetSponsorshipPackagePriceDocument,
    "\n  query SponsorInvoices($sponsorId: ID!) {\n    sponsorInvoices(sponsorId: $sponsorId) {\n      ...SponsorInvoiceFields\n    }\n    invoiceSettings {\n      paymentTermsDays\n    }\n    site {\n      currency\n      currencies\n    }\n  }\n": typeof types.SponsorInvoicesDocument,
    "\n  fragment SponsorInvoiceFields on SponsorInvoice {\n    id\n    number\n    status\n    statusLabel\n    isOpen\n    isPaid\n    currency\n    description\n    netCents\n    taxes {\n      name\n      basisPoints\n      amountCents\n    }\n    totalCents\n    totalText\n    issuedOn\n    dueOn\n    paidAt\n    paymentReference\n  }\n": typeof types.SponsorInvoiceFieldsFragmentDoc,
    "\n  query InvoiceCreditNote($invoiceId: ID!) {\n    invoiceCreditNote(invoiceId: $invoiceId) {\n      id\n      number\n      reason\n      issuedOn\n      refund\n      refundedAt\n      totalCents\n      currency\n    }\n  }\n": typeof types.InvoiceCreditNoteDocument,
    "\n  mutation IssueSponsorInvoice($sponsorId: ID!, $input: IssueInvoiceInput) {\n    issueSponsorInvoice(sponsorId: $sponsorId, input: $input) {\n      ...SponsorInvoiceFields\n    }\n  }\n": typeof types.IssueSponsorInvoiceDocument,
    "\n  mutation MarkInvoicePaid($id: ID!, $reference: String!) {\n    markInvoicePaid(id: $id, reference: $reference) {\n      ...SponsorInvoiceFields\n    }\n  }\n": typeof types.MarkInvoicePaidDocument,
    "\n  mutation CreditInvoice($id: ID!, $reason: String!) {\n    creditInvoice(id: $id, reason: $reason) {\n      id\n      number\n    }\n  }\n": typeof types.CreditInvoiceDocument,
    "\n  query MailCampaignProgress($id: ID!) {\n    mailCampaign(id: $id) {\n      campaign {\n        id\n        subject\n        message\n        audienceLabel\n        recipientCount\n        suppressedCount\n        createdAt\n        dispatchedAt\n      }\n      status\n      pending\n      queued\n      sent\n      stored\n      failed\n      failedRecipients {\n        email\n        error\n      }\n    }\n  }\n": typeof types.MailCampaignProgressDocument,
    "\n  mutation RetryGroupMailFailures($id: ID!) {\n    retryGroupMailFailures(id: $id)\n  }\n": typeof types.RetryGroupMailFailuresDocument,
    "\n  query SendEmailSite {\n    site {\n      expoYear\n    }\n  }\n": typeof types.SendEmailSiteDocument,
    "\n  query MailAudienceCount($audience: Audience!) {\n    mailAudienceCount(audience: $audience) {\n      recipients\n      suppressed\n    }\n  }\n": typeof types.MailAudienceCountDocument,
    "\n  query MailPreview($subject: String!, $message: String!) {\n    mailPreview(subject: $subject, message: $message) {\n      subject\n      text\n      viewPass\n    }\n  }\n": typeof types.MailPreviewDocument,
    "\n  mutation SendTestMail($subject: String!, $message: String!) {\n    sendTestMail(subject: $subject, message: $message)\n  }\n": typeof types.SendTestMailDocument,
    "\n  mutation SendGroupMail($audience: Audience!, $subject: String!, $message: String!) {\n    sendGroupMail(audience: $audience, subject: $subject, message: $message) {\n      id\n      recipientCount\n    }\n  }\n": typeof types.SendGroupMailDocument,
    "\n  query MailCampaigns($page: PageInput) {\n    mailCampaigns(page: $page) {\n      total\n      items {\n        id\n        subject\n        audienceLabel\n        recipientCount\n        createdAt\n      }\n    }\n  }\n": typeof types.MailCampaignsDocument,
    "\n  query AdminOutboxMessage($id: ID!) {\n    adminOutboxMessage(id: $id) {\n      ...OutboxMessageRowFields\n      sentAt\n      text\n      htmlUrl\n      attachments {\n        filename\n        contentType\n        size\n        inline\n      }\n    }\n  }\n": typeof types.AdminOutboxMessageDocument,
    "\n  mutation ResendOutboxMessage($id: ID!) {\n    resendOutboxMessage(id: $id) {\n      ...OutboxMessageRowFields\n    }\n  }\n": typeof types.ResendOutboxMessageDocument,
    "\n  fragment OutboxMessageRowFields on OutboxMessage {\n    id\n    to\n    subject\n    template\n    status\n    attempts\n    lastError\n    createdAt\n  }\n": typeof types.OutboxMessageRowFieldsFragmentDoc,
    "\n  query AdminOutbox($page: PageInput, $search: String, $orderBy: OutboxOrder, $status: OutboxStatus) {\n    adminOutbox(page: $page, search: $search, orderBy: $orderBy, status: $status) {\n      total\n      items {\n        ...OutboxMessageRowFields\n      }\n    }\n    failed: adminOutbox(status: FAILED, page: { pageSize: 1 }) {\n      total\n    }\n  }\n": typeof types.AdminOutboxDocument,
    "\n  mutation ResendFailedOutboxMessages {\n    resendFailedOutboxMessages\n  }\n": typeof types.ResendFailedOutboxMessagesDocument,
    "\n  fragment AdminParticipantRowFields on AdminParticipant {\n    id\n    registrationCode\n    firstName\n    lastName\n    email\n    phone\n    country\n    state\n    city\n    address\n    checkedInAt\n    status\n  }\n": typeof types.AdminParticipantRowFieldsFragmentDoc,
    "\n  query AdminParticipants(\n    $page: PageInput\n    $search: String\n    $orderBy: ParticipantOrder\n    $country: String\n    $checkedIn: Boolean\n    $status: ParticipantStatus\n  ) {\n    adminParticipants(\n      page: $page\n      search: $search\n      orderBy: $orderBy\n      country: $country\n      checkedIn: $checkedIn\n      status: $status\n    ) {\n      total\n      items {\n        ...AdminParticipantRowFields\n      }\n    }\n  }\n": typeof types.AdminParticipantsDocument,
    "\n  query ParticipantConsents($id: ID!) {\n    adminParticipant(id: $id) {\n      id\n      consents {\n        id\n        kind\n        granted\n        wording\n        source\n        at\n      }\n    }\n  }\n": typeof types.ParticipantConsentsDocument,
    "\n  query AdminParticipantDetails($id: ID!) {\n    adminParticipant(id: $id) {\n      ...AdminParticipantRowFields\n      year\n      title\n      gender\n      marketingConsent\n      language\n      confirmationSentAt\n      cancelledAt\n      createdAt\n    }\n  }\n": typeof types.AdminParticipantDetailsDocument,
    "\n  mutation CancelParticipant($id: ID!, $reason: String!) {\n    cancelParticipant(id: $id, reason: $reason) {\n      id\n      status\n      cancelledAt\n    }\n  }\n": typeof types.CancelParticipantDocument,
    "\n  mutation ApproveParticipant($id: ID!, $reason: String) {\n    approveParticipant(id: $id, reason: $reason) {\n      id\n      status\n      cancelledAt\n      confirmationSentAt\n    }\n  }\n": typeof types.ApproveParticipantDocument,
    "\n  mutation DeclineParticipant($id: ID!, $reason: String!) {\n    declineParticipant(id: $id, reason: $reason) {\n      id\n      status\n      cancelledAt\n    }\n  }\n": typeof types.DeclineParticipantDocument,
    "\n  mutation ReinstateParticipant($id: ID!, $reason: String!) {\n    reinstateParticipant(id: $id, reason: $reason) {\n      id\n      status\n      cancelledAt\n    }\n  }\n": typeof types.ReinstateParticipantDocument,
    "\n  mutation DeleteParticipant($id: ID!, $reason: String!) {\n    deleteParticipant(id: $id, reason: $reason)\n  }\n": typeof types.DeleteParticipantDocument,
    "\n  mutation AdminResendParticipantConfirmation($id: ID!, $reason: String!) {\n    adminResendParticipantConfirmation(id: $id, reason: $reason) {\n      id\n      confirmationSentAt\n    }\n  }\n": typeof types.AdminResendParticipantConfirmationDocument,
    "\n  mutation UpdateParticipant($id: ID!, $input: ParticipantCorrectionInput!, $reason: String!) {\n    updateParticipant(id: $id, input: $input, reason: $reason) {\n      ...AdminParticipantRowFields\n      title\n      gender\n      language\n    }\n  }\n": typeof types.UpdateParticipantDocument,
    "\n  query ParticipantGroup($id: ID!) {\n    adminParticipant(id: $id) {\n      id\n      group {\n        id\n        company\n        contactName\n        contactEmail\n        contactPhone\n        size\n        createdAt\n        members {\n          id\n          firstName\n          lastName\n          registrationCode\n          status\n        }\n      }\n    }\n  }\n": typeof types.ParticipantGroupDocument,
    "\n  query PayoutQueue($page: PageInput, $status: PayoutStatus) {\n    payoutQueue(page: $page, status: $status) {\n      total\n      page\n      pageSize\n      items {\n        id\n        status\n        method\n        amount {\n          formatted\n        }\n        reference\n        failureMessage\n        createdAt\n        paidAt\n        ownerName\n        ownerEmail\n        accountName\n        bankName\n        accountNumber\n        bankCode\n        stripeAccountId\n        awaitsBankTransfer\n        transferUnderWay\n      }\n    }\n  }\n": typeof types.PayoutQueueDocument,
    "\n  mutation MarkPayoutPaid($payoutId: ID!, $reference: String!) {\n    markPayoutPaid(payoutId: $payoutId, reference: $reference) {\n      id\n      status\n      reference\n      paidAt\n    }\n  }\n": typeof types.MarkPayoutPaidDocument,
    "\n  mutation MarkPayoutFailed($payoutId: ID!, $reason: String!) {\n    markPayoutFailed(payoutId: $payoutId, reason: $reason) {\n      id\n      status\n      failureMessage\n    }\n  }\n": typeof types.MarkPayoutFailedDocument,
    "\n  query AdminPrivacyRequests($status: PrivacyRequestStatus, $page: PageInput) {\n    adminPendingPrivacyRequests\n    adminPrivacyRequests(status: $status, page: $page) {\n      total\n      items {\n        id\n        status\n        participantId\n        registrationCode\n        name\n        email\n        requestedAt\n        decidedAt\n        decidedBy\n        declineReason\n      }\n    }\n    adminPastEditions {\n      beforeYear\n      participants\n      sponsors\n      years\n    }\n  }\n": typeof types.AdminPrivacyRequestsDocument,
    "\n  mutation CompletePrivacyRequest($id: ID!) {\n    completePrivacyRequest(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.CompletePrivacyRequestDocument,
    "\n  mutation DeclinePrivacyRequest($id: ID!, $reason: String!) {\n    declinePrivacyRequest(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n": typeof types.DeclinePrivacyRequestDocument,
    "\n  mutation PurgePastEditions($reason: String!) {\n    purgePastEditions(reason: $reason) {\n      participants\n      sponsors\n    }\n  }\n": typeof types.PurgePastEditionsDocument,
    "\n  query AdminPendingPrivacyRequests {\n    adminPendingPrivacyRequests\n  }\n": typeof types.AdminPendingPrivacyRequestsDocument,
    "\n  mutation CreateProgrammeSession($input: ProgrammeSessionInput!) {\n    createProgrammeSession(input: $input) {\n      ...ProgrammeSessionFields\n    }\n  }\n": typeof types.CreateProgrammeSessionDocument,
    "\n  query AdminProgrammeSession($id: ID!) {\n    site {\n      expoStartDate\n      expoEndDate\n      expoTimeZone\n    }\n    programmeSession(id: $id) {\n      ...ProgrammeSessionFields\n    }\n  }\n": typeof types.AdminProgrammeSessionDocument,
    "\n  mutation UpdateProgrammeSession($id: ID!, $input: ProgrammeSessionInput!) {\n    updateProgrammeSession(id: $id, input: $input) {\n      ...ProgrammeSessionFields\n    }\n  }\n": typeof types.UpdateProgrammeSessionDocument,
    "\n  mutation DeleteProgrammeSession($id: ID!) {\n    deleteProgrammeSession(id: $id)\n  }\n": typeof types.DeleteProgrammeSessionDocument,
    "\n  query AdminSessionSeats($sessionId: ID!, $page: PageInput) {\n    adminSessionSeats(sessionId: $sessionId, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        registrationCode\n        firstName\n        lastName\n        email\n        status\n        since\n        offerExpiresAt\n        holdsOffer\n      }\n    }\n  }\n": typeof types.AdminSessionSeatsDocument,
    "\n  query AdminSessionSeatCounts {\n    adminSessionSeatCounts {\n      seats\n      booked\n      offered\n      waiting\n      seatsLeft\n      session {\n        id\n        title\n        day\n        startTime\n        endTime\n      }\n    }\n  }\n": typeof types.AdminSessionSeatCountsDocument,
    "\n  query AdminProgramme {\n    site {\n      expoStartDate\n      expoEndDate\n      expoTimeZone\n    }\n    programme {\n      id\n      kind\n      title\n      day\n      startTime\n      endTime\n      room\n      speakers {\n        name\n      }\n    }\n  }\n": typeof types.AdminProgrammeDocument,
    "\n  fragment ProgrammeSessionFields on ProgrammeSession {\n    id\n    kind\n    title\n    titleFr\n    description\n    descriptionFr\n    day\n    startTime\n    endTime\n    room\n    roomFr\n    link\n    seats\n    updatedAt\n    speakers {\n      name\n      affiliation\n      photo\n    }\n  }\n": typeof types.ProgrammeSessionFieldsFragmentDoc,
    "\n  mutation CreateRegistrationType($input: RegistrationTypeInput!) {\n    createRegistrationType(input: $input) {\n      ...RegistrationTypeFields\n    }\n  }\n": typeof types.CreateRegistrationTypeDocument,
    "\n  fragment RegistrationDayFields on RegistrationDayCount {\n    day\n    registered\n    awaitingApproval\n    paid\n    waiting\n    checkedIn\n    capacity\n    held\n    placesLeft\n  }\n": typeof types.RegistrationDayFieldsFragmentDoc,
    "\n  mutation SetExpoDayCapacity($day: String!, $capacity: Int) {\n    setExpoDayCapacity(day: $day, capacity: $capacity) {\n      ...RegistrationDayFields\n    }\n  }\n": typeof types.SetExpoDayCapacityDocument,
    "\n  query AdminRegistrationCounts {\n    adminRegistrationCounts {\n      types {\n        type {\n          id\n          name\n        }\n        registered\n        awaitingApproval\n        cancelled\n        checkedIn\n        waiting\n        offered\n        paid\n        awaitingPayment\n        revenue {\n          currency\n          formatted\n        }\n      }\n      days {\n        ...RegistrationDayFields\n      }\n    }\n  }\n": typeof types.AdminRegistrationCountsDocument,
    "\n  query AdminRegistrationType($id: ID!) {\n    site {\n      expoStartDate\n      expoEndDate\n      expoTimeZone\n      currency\n      currencies\n    }\n    registrationType(ref: $id) {\n      ...RegistrationTypeFields\n    }\n  }\n": typeof types.AdminRegistrationTypeDocument,
    "\n  query AdminWaitlist($typeId: ID!, $page: PageInput) {\n    adminWaitlist(typeId: $typeId, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        email\n        firstName\n        lastName\n        status\n        holdsOffer\n        joinedAt\n        offerExpiresAt\n      }\n    }\n  }\n": typeof types.AdminWaitlistDocument,
    "\n  mutation UpdateRegistrationType($id: ID!, $input: RegistrationTypeInput!) {\n    updateRegistrationType(id: $id, input: $input) {\n      ...RegistrationTypeFields\n    }\n  }\n": typeof types.UpdateRegistrationTypeDocument,
    "\n  mutation DeleteRegistrationType($id: ID!) {\n    deleteRegistrationType(id: $id)\n  }\n": typeof types.DeleteRegistrationTypeDocument,
    "\n  fragment RegistrationTypeFields on RegistrationType {\n    id\n    slug\n    name\n    nameFr\n    description\n    descriptionFr\n    days\n    price {\n      amount\n      currency\n      formatted\n    }\n    capacity\n    placesLeft\n    soldOut\n    saleState\n    salesStartAt\n    salesEndAt\n    hidden\n    isDefault\n    requiresCode\n    requiresApproval\n    sponsorPasses\n    position\n    badgeColour\n    questions {\n      ...RegistrationQuestionFields\n    }\n  }\n": typeof types.RegistrationTypeFieldsFragmentDoc,
    "\n  query AdminRegistrationTypes {\n    site {\n      expoStartDate\n      expoEndDate\n      expoTimeZone\n      currency\n      currencies\n    }\n    adminRegistrationTypes {\n      ...RegistrationTypeFields\n    }\n  }\n": typeof types.AdminRegistrationTypesDocument,
    "\n  fragment AdminSponsorRowFields on AdminSponsor {\n    id\n    year\n    company\n    email\n    phone\n    country\n    state\n    city\n    address\n    status\n  }\n": typeof types.AdminSponsorRowFieldsFragmentDoc,
    "\n  query AdminSponsors(\n    $page: PageInput\n    $search: String\n    $orderBy: SponsorOrder\n    $packageId: ID\n    $status: SponsorStatus\n  ) {\n    adminSponsors(page: $page, search: $search, orderBy: $orderBy, packageId: $packageId, status: $status) {\n      total\n      items {\n        ...AdminSponsorRowFields\n        package {\n          id\n          title\n        }\n      }\n    }\n  }\n": typeof types.AdminSponsorsDocument,
    "\n  query SponsorPackageOptions {\n    sponsorshipPackages {\n      id\n      title\n    }\n  }\n": typeof types.SponsorPackageOptionsDocument,
    "\n  query AdminSponsorDetails($id: ID!) {\n    adminSponsor(id: $id) {\n      ...AdminSponsorRowFields\n      logo\n      language\n      reviewedAt\n      createdAt\n      package {\n        id\n        title\n        amountRange\n        priceCents\n        currency\n      }\n    }\n  }\n": typeof types.AdminSponsorDetailsDocument,
    "\n  mutation CancelSponsor($id: ID!, $reason: String!) {\n    cancelSponsor(id: $id, reason: $reason) {\n      id\n      status\n      reviewedAt\n    }\n  }\n": typeof types.CancelSponsorDocument,
    "\n  mutation ReinstateSponsor($id: ID!, $reason: String!) {\n    reinstateSponsor(id: $id, reason: $reason) {\n      id\n      status\n      reviewedAt\n    }\n  }\n": typeof types.ReinstateSponsorDocument,
    "\n  mutation DeleteSponsor($id: ID!, $reason: String!) {\n    deleteSponsor(id: $id, reason: $reason)\n  }\n": typeof types.DeleteSponsorDocument,
    "\n  mutation AdminResendSponsorConfirmation($id: ID!, $reason: String!) {\n    adminResendSponsorConfirmation(id: $id, reason: $reason) {\n      id\n    }\n  }\n": typeof types.AdminResendSponsorConfirmationDocument,
    "\n  mutation ReviewSponsor($id: ID!, $decision: SponsorDecision!, $reason: String) {\n    reviewSponsor(id: $id, decision: $decision, reason: $reason) {\n      id\n      status\n      reviewedAt\n    }\n  }\n": typeof types.ReviewSponsorDocument,
    "\n  query SponsorEditPackages {\n    sponsorshipPackages {\n      id\n      title\n    }\n  }\n": typeof types.SponsorEditPackagesDocument,
    "\n  mutation UpdateSponsor($id: ID!, $input: SponsorCorrectionInput!, $reason: String!, $logo: Upload) {\n    updateSponsor(id: $id, input: $input, reason: $reason, logo: $logo) {\n      ...AdminSponsorRowFields\n      logo\n      language\n      package {\n        id\n        title\n        amountRange\n      }\n    }\n  }\n": typeof types.UpdateSponsorDocument,
    "\n  fragment AdminUserRowFields on User {\n    id\n    role\n    firstName\n    lastName\n    email\n    phone\n    country\n    state\n    city\n  }\n": typeof types.AdminUserRowFieldsFragmentDoc,
    "\n  query AdminUsers($page: PageInput, $search: String, $orderBy: UserOrder, $role: Role) {\n    adminUsers(page: $page, search: $search, orderBy: $orderBy, role: $role) {\n      total\n      items {\n        ...AdminUserRowFields\n      }\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  query AdminUserDetails($id: ID!) {\n    user(id: $id) {\n      ...AdminUserRowFields\n      nickname\n      address\n      image\n      disabledAt\n      createdAt\n    }\n  }\n": typeof types.AdminUserDetailsDocument,
    "\n  mutation DisableUser($id: ID!, $reason: String!) {\n    disableUser(id: $id, reason: $reason) {\n      id\n      disabledAt\n    }\n  }\n": typeof types.DisableUserDocument,
    "\n  mutation EnableUser($id: ID!, $reason: String!) {\n    enableUser(id: $id, reason: $reason) {\n      id\n      disabledAt\n    }\n  }\n": typeof types.EnableUserDocument,
    "\n  mutation AdminUpdateUser($id: ID!, $input: UserCorrectionInput!, $reason: String!) {\n    adminUpdateUser(id: $id, input: $input, reason: $reason) {\n      ...AdminUserRowFields\n      nickname\n      address\n    }\n  }\n": typeof types.AdminUpdateUserDocument,
    "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    enabled\n    disabledReason\n    secretHint\n    createdAt\n  }\n": typeof types.WebhookEndpointFieldsFragmentDoc,
    "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    eventType\n    eventId\n    status\n    attempts\n    nextAttemptAt\n    lastStatusCode\n    lastError\n    deliveredAt\n    createdAt\n  }\n": typeof types.WebhookDeliveryFieldsFragmentDoc,
    "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n": typeof types.WebhookEndpointsDocument,
    "\n  query WebhookEndpoint($id: ID!) {\n    webhookEndpoint(id: $id) {\n      ...WebhookEndpointFields\n    }\n  }\n": typeof types.WebhookEndpointDocument,
    "\n  query WebhookDeliveries($endpointId: ID!, $page: PageInput) {\n    webhookDeliveries(endpointId: $endpointId, page: $page) {\n      total\n      page\n      pageSize\n      hasMore\n      items {\n        ...WebhookDeliveryFields\n      }\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointChangesInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      ...WebhookEndpointFields\n    }\n  }\n": typeof types.UpdateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": typeof types.DeleteWebhookEndpointDocument,
    "\n  mutation RevealWebhookSecret($id: ID!) {\n    revealWebhookSecret(id: $id)\n  }\n": typeof types.RevealWebhookSecretDocument,
    "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id)\n  }\n": typeof types.RotateWebhookSecretDocument,
    "\n  mutation SendTestWebhook($endpointId: ID!) {\n    sendTestWebhook(endpointId: $endpointId) {\n      ...WebhookDeliveryFields\n    }\n  }\n": typeof types.SendTestWebhookDocument,
    "\n  mutation ResendWebhookDelivery($id: ID!) {\n    resendWebhookDelivery(id: $id) {\n      ...WebhookDeliveryFields\n    }\n  }\n": typeof types.ResendWebhookDeliveryDocument,
    "\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token)\n  }\n": typeof types.ConfirmEmailChangeDocument,
    "\n  mutation CreateAccount($input: CreateAccountInput!, $image: Upload) {\n    createAccount(input: $input, image: $image) {\n      message\n    }\n  }\n": typeof types.CreateAccountDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      expiresAt\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query PasswordResetLink($token: String!) {\n    passwordResetLink(token: $token)\n  }\n": typeof types.PasswordResetLinkDocument,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token)\n  }\n": typeof types.VerifyEmailDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n": typeof types.SendContactMessageDocument,
    "\n  query ExhibitorDirectory {\n    exhibitors {\n      id\n      company\n      description\n      descriptionFr\n      website\n      booth\n      category\n      logo\n      sponsorTier {\n        id\n        title\n      }\n    }\n  }\n": typeof types.ExhibitorDirectoryDocument,
    "\n  query HomeSponsorship {\n    site {\n      currency\n    }\n    sponsorshipPackages {\n      ...PackageViewFields\n    }\n    sponsorWall {\n      package {\n        id\n        title\n        rank\n      }\n      sponsors {\n        id\n        company\n        logo\n      }\n    }\n  }\n  \n": typeof types.HomeSponsorshipDocument,
    "\n  mutation SendMyRegistrationLink($email: String!) {\n    resendParticipantConfirmation(email: $email)\n  }\n": typeof types.SendMyRegistrationLinkDocument,
    "\n  mutation UpdateMyRegistration($token: String!, $input: MyRegistrationInput!) {\n    updateMyRegistration(token: $token, input: $input) {\n      registrationCode\n    }\n  }\n": typeof types.UpdateMyRegistrationDocument,
    "\n  query MyRegistration($token: String!) {\n    myRegistration(token: $token) {\n      registrationCode\n      language\n      year\n      title\n      gender\n      firstName\n      lastName\n      email\n      phone\n      country\n      state\n      city\n      address\n      marketingConsent\n      marketingConsentWording\n      registeredAt\n      checkedInAt\n      cancelledAt\n      awaitingApproval\n      qrCode\n      calendar {\n        google\n        outlook\n      }\n      deletionRequest {\n        status\n        requestedAt\n        decidedAt\n        declineReason\n      }\n      sessionSeats {\n        ...MySeatFields\n      }\n    }\n  }\n": typeof types.MyRegistrationDocument,
    "\n  query MyRegistrationData($token: String!) {\n    myRegistrationData(token: $token)\n  }\n": typeof types.MyRegistrationDataDocument,
    "\n  mutation CancelMyRegistration($token: String!) {\n    cancelMyRegistration(token: $token) {\n      cancelledAt\n    }\n  }\n": typeof types.CancelMyRegistrationDocument,
    "\n  mutation ResendMyConfirmation($token: String!) {\n    resendMyConfirmation(token: $token)\n  }\n": typeof types.ResendMyConfirmationDocument,
    "\n  mutation RequestMyDataDeletion($token: String!) {\n    requestMyDataDeletion(token: $token) {\n      deletionRequest {\n        status\n      }\n    }\n  }\n": typeof types.RequestMyDataDeletionDocument,
    "\n  fragment MySeatFields on MySessionSeat {\n    state\n    offerExpiresAt\n    placeInLine\n    session {\n      id\n      title\n      titleFr\n      day\n      startTime\n      endTime\n      room\n      roomFr\n      seatsLeft\n    }\n  }\n": typeof types.MySeatFieldsFragmentDoc,
    "\n  mutation BookSessionSeat($token: String!, $sessionId: ID!) {\n    bookSessionSeat(token: $token, sessionId: $sessionId) {\n      ...MySeatFields\n    }\n  }\n": typeof types.BookSessionSeatDocument,
    "\n  mutation GiveUpSessionSeat($token: String!, $sessionId: ID!) {\n    giveUpSessionSeat(token: $token, sessionId: $sessionId) {\n      ...MySeatFields\n    }\n  }\n": typeof types.GiveUpSessionSeatDocument,
    "\n  query MySponsorship($token: String!) {\n    mySponsorship(token: $token) {\n      company\n      packageTitle\n      language\n      canPayByCard\n      bankDetails\n      invoice {\n        id\n        number\n        isOpen\n        isPaid\n        currency\n        description\n        netCents\n        taxes {\n          name\n          basisPoints\n          amountCents\n        }\n        totalText\n        issuedOn\n        dueOn\n        paidAt\n      }\n      creditNotes {\n        id\n        number\n        reason\n        refund\n        refundedAt\n        totalCents\n        currency\n      }\n      vipPasses {\n        code\n        places\n        used\n        usable\n        type {\n          name\n          nameFr\n        }\n        uses {\n          firstName\n          lastName\n          usedAt\n          cancelled\n          checkedIn\n        }\n      }\n    }\n  }\n": typeof types.MySponsorshipDocument,
    "\n  mutation PayInvoiceByCard($token: String!) {\n    payInvoiceByCard(token: $token) {\n      paymentId\n      clientSecret\n    }\n  }\n": typeof types.PayInvoiceByCardDocument,
    "\n  fragment PackageViewFields on SponsorshipPackage {\n    id\n    title\n    rank\n    amountRange\n    advertExpoProgram\n    boothSpace\n    vipPasses\n    brandingPresentation\n    premiumBoothLocation\n    logoOnStageBackdrops\n    speakingSlotAtOpening\n    vipNetworkingAccess\n    logoOnDelegateItems\n    logoOnBannersWebsiteSocial\n    recognitionDuringSessions\n    networkingLoungeAccess\n    pressReleaseMention\n  }\n": typeof types.PackageViewFieldsFragmentDoc,
    "\n  query Programme {\n    site {\n      expoName\n      expoStartDate\n      expoEndDate\n      expoVenue\n      expoTimeZone\n    }\n    programme {\n      id\n      kind\n      title\n      titleFr\n      description\n      descriptionFr\n      day\n      startTime\n      endTime\n      room\n      roomFr\n      link\n      seats\n      seatsLeft\n      speakers {\n        name\n        affiliation\n        photo\n      }\n    }\n  }\n": typeof types.ProgrammeDocument,
    "\n  query SeatOffer($token: String!) {\n    sessionSeatOffer(token: $token) {\n      firstName\n      expiresAt\n      session {\n        id\n        title\n        titleFr\n        day\n        startTime\n        endTime\n        room\n        roomFr\n      }\n    }\n  }\n": typeof types.SeatOfferDocument,
    "\n  mutation AcceptSeatOffer($token: String!) {\n    acceptSessionSeatOffer(token: $token) {\n      session {\n        id\n      }\n    }\n  }\n": typeof types.AcceptSeatOfferDocument,
    "\n  mutation DeclineSeatOffer($token: String!) {\n    declineSessionSeatOffer(token: $token)\n  }\n": typeof types.DeclineSeatOfferDocument,
    "\n  mutation RegisterGroup($input: GroupRegistrationInput!) {\n    registerGroup(input: $input) {\n      attendees {\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n": typeof types.RegisterGroupDocument,
    "\n  mutation RegisterParticipant($input: RegisterParticipantInput!) {\n    registerParticipant(input: $input) {\n      email\n      firstName\n      payment {\n        token\n      }\n    }\n  }\n": typeof types.RegisterParticipantDocument,
    "\n  query RegistrationOrder($token: String!) {\n    registrationOrder(token: $token) {\n      state\n      email\n      firstName\n      expiresAt\n      failure\n      amount {\n        formatted\n      }\n      type {\n        id\n        name\n        nameFr\n      }\n    }\n  }\n": typeof types.RegistrationOrderDocument,
    "\n  mutation PayRegistrationOrder($token: String!) {\n    payRegistrationOrder(token: $token) {\n      paymentId\n      clientSecret\n    }\n  }\n": typeof types.PayRegistrationOrderDocument,
    "\n  mutation ResendParticipantConfirmation($email: String!) {\n    resendParticipantConfirmation(email: $email)\n  }\n": typeof types.ResendParticipantConfirmationDocument,
    "\n  fragment PublicRegistrationType on RegistrationType {\n    id\n    slug\n    name\n    nameFr\n    description\n    descriptionFr\n    days\n    price {\n      amount\n      formatted\n    }\n    placesLeft\n    soldOut\n    saleState\n    salesStartAt\n    isDefault\n    requiresCode\n    requiresApproval\n    questions {\n      ...RegistrationQuestionFields\n    }\n  }\n": typeof types.PublicRegistrationTypeFragmentDoc,
    "\n  fragment RegistrationQuestionFields on RegistrationQuestion {\n    key\n    kind\n    label\n    labelFr\n    required\n    options {\n      value\n      label\n      labelFr\n    }\n  }\n": typeof types.RegistrationQuestionFieldsFragmentDoc,
    "\n  query RegistrationTypes {\n    registrationTypes {\n      ...PublicRegistrationType\n    }\n  }\n": typeof types.RegistrationTypesDocument,
    "\n  query InvitedRegistrationType($ref: ID!) {\n    registrationType(ref: $ref) {\n      ...PublicRegistrationType\n    }\n  }\n": typeof types.InvitedRegistrationTypeDocument,
    "\n  query WaitlistOffer($token: String!) {\n    waitlistOffer(token: $token) {\n      email\n      firstName\n      lastName\n      expiresAt\n      type {\n        ...PublicRegistrationType\n      }\n    }\n  }\n": typeof types.WaitlistOfferDocument,
    "\n  mutation JoinWaitlist($input: JoinWaitlistInput!) {\n    joinWaitlist(input: $input)\n  }\n": typeof types.JoinWaitlistDocument,
    "\n  mutation DeclineWaitlistOffer($token: String!) {\n    declineWaitlistOffer(token: $token)\n  }\n": typeof types.DeclineWaitlistOfferDocument,
    "\n  query AccessCodeCheck($code: String!) {\n    accessCode(code: $code) {\n      code\n      placesLeft\n      type {\n        ...PublicRegistrationType\n      }\n    }\n  }\n": typeof types.AccessCodeCheckDocument,
    "\n  query SponsorshipPackages {\n    site {\n      currency\n    }\n    sponsorshipPackages {\n      ...PackageViewFields\n    }\n  }\n": typeof types.SponsorshipPackagesDocument,
    "\n  mutation ApplyForSponsorship($input: SponsorshipInput!, $logo: Upload) {\n    applyForSponsorship(input: $input, logo: $logo) {\n      id\n      company\n      status\n      package {\n        id\n        title\n      }\n    }\n  }\n": typeof types.ApplyForSponsorshipDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      ...NotificationFields\n    }\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  fragment NotificationFields on Notification {\n    id\n    kind\n    message\n    bookingId\n    bookingRole\n    read\n    createdAt\n  }\n": typeof types.NotificationFieldsFragmentDoc,
    "\n  query Notifications($page: Int!, $unreadOnly: Boolean) {\n    notifications(page: { page: $page, pageSize: 20 }, unreadOnly: $unreadOnly) {\n      total\n      page\n      pageSize\n      unread\n      items {\n        ...NotificationFields\n      }\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  query UnreadNotifications {\n    notifications(page: { pageSize: 1 }) {\n      unread\n    }\n  }\n": typeof types.UnreadNotificationsDocument,
    "\n  subscription NotificationEvents {\n    notificationEvents {\n      unread\n      notification {\n        ...NotificationFields\n      }\n    }\n  }\n": typeof types.NotificationEventsDocument,
    "\n  query AddRentalOptions {\n    rentalCategories {\n      id\n      name\n    }\n    me {\n      id\n      country\n      state\n      city\n      address\n    }\n  }\n": typeof types.AddRentalOptionsDocument,
    "\n  mutation CreateTool(\n    $input: ToolInput!\n    $coverImage: Upload\n    $image1: Upload\n    $image2: Upload\n    $image3: Upload\n    $image4: Upload\n  ) {\n    createTool(\n      input: $input\n      coverImage: $coverImage\n      image1: $image1\n      image2: $image2\n      image3: $image3\n      image4: $image4\n    ) {\n      ...ToolDetailsFields\n    }\n  }\n": typeof types.CreateToolDocument,
    "\n  query ToolCalendar($toolId: ID!, $from: DateTimeISO!, $to: DateTimeISO!) {\n    toolCalendar(toolId: $toolId, from: $from, to: $to) {\n      units\n      bookableFrom\n      bookableUntil\n      periods {\n        startsAt\n        endsAt\n        quantity\n      }\n    }\n  }\n": typeof types.ToolCalendarDocument,
    "\n  fragment BookingSettingsFields on BookingSettings {\n    timeZone\n    today\n    holdMinutes\n    requestResponseHours\n    timeSlots {\n      value\n      label\n    }\n  }\n": typeof types.BookingSettingsFieldsFragmentDoc,
    "\n  query BookingQuote($toolId: ID!, $period: PeriodInput!) {\n    bookingQuote(toolId: $toolId, period: $period) {\n      free\n      units\n      startsAt\n      requestDeadline\n      billedMinutes\n      rentalCircle\n      price {\n        amount\n        currency\n        formatted\n      }\n      unitAmount {\n        amount\n        currency\n        formatted\n      }\n      discountPercent\n      fullUnitAmount {\n        amount\n      }\n    }\n  }\n": typeof types.BookingQuoteDocument,
    "\n  query BookingFormTerms($toolId: ID!) {\n    tool(id: $toolId) {\n      id\n      bookingMode\n      deposit {\n        amount\n        currency\n        formatted\n      }\n    }\n  }\n": typeof types.BookingFormTermsDocument,
    "\n  query BookingFormViewer($toolId: ID!) {\n    tool(id: $toolId) {\n      id\n      needsIdVerification\n    }\n  }\n": typeof types.BookingFormViewerDocument,
    "\n  query BookingSummary($toolId: ID!, $period: PeriodInput!) {\n    tool(id: $toolId) {\n      id\n      name\n      price {\n        amount\n        currency\n        formatted\n      }\n      rentalCircle\n      coverImage\n      city\n      timeZone\n      bookingMode\n      deposit {\n        amount\n      }\n    }\n    bookingSettings(toolId: $toolId) {\n      requestResponseHours\n    }\n    bookingQuote(toolId: $toolId, period: $period) {\n      free\n      startsAt\n      billedMinutes\n      rentalCircle\n      unitAmount {\n        amount\n        currency\n        formatted\n      }\n      discountPercent\n      fullUnitAmount {\n        amount\n      }\n      requestDeadline\n      cancellationTerms {\n        policy\n        summary\n        refundDeadlines {\n          percent\n          until\n        }\n      }\n    }\n  }\n": typeof types.BookingSummaryDocument,
    "\n  mutation ConfirmRequest($paymentId: ID!) {\n    confirmPayment(paymentId: $paymentId) {\n      id\n      awaitingCard\n      amount {\n        formatted\n      }\n      bookings {\n        id\n        code\n        status\n        awaitingAnswer\n        paid\n        requestExpiresAt\n        timeZone\n        tool {\n          id\n          name\n        }\n        owner {\n          id\n          firstName\n        }\n      }\n    }\n  }\n": typeof types.ConfirmRequestDocument,
    "\n  mutation RequestBooking($input: AddToCartInput!, $expectedTotal: String) {\n    requestBooking(input: $input, expectedTotal: $expectedTotal) {\n      id\n      awaitingCard\n      clientSecret\n    }\n  }\n": typeof types.RequestBookingDocument,
    "\n  fragment CartFields on Cart {\n    totalQuantity\n    rentalAmount {\n      amount\n      formatted\n    }\n    depositAmount {\n      amount\n      formatted\n    }\n    totalAmount {\n      amount\n      decimal\n      formatted\n    }\n    lines {\n      id\n      startDate\n      startTime\n      endDate\n      endTime\n      quantity\n      price {\n        formatted\n      }\n      billedMinutes\n      unitAmount {\n        formatted\n      }\n      discountPercent\n      total {\n        formatted\n      }\n      deposit {\n        amount\n        formatted\n      }\n      problem\n      cancellationTerms {\n        policy\n        summary\n        refundDeadlines {\n          percent\n          until\n        }\n      }\n      tool {\n        id\n        name\n        rentalCircle\n        coverImage\n        city\n        timeZone\n      }\n    }\n    pendingPayment {\n      paymentId\n      holdExpiresAt\n      amount {\n        formatted\n      }\n      matchesCart\n      toolNames\n    }\n  }\n": typeof types.CartFieldsFragmentDoc,
    "\n  query Cart {\n    cart {\n      ...CartFields\n    }\n  }\n": typeof types.CartDocument,
    "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      ...CartFields\n    }\n  }\n": typeof types.AddToCartDocument,
    "\n  mutation RemoveFromCart($lineId: ID!) {\n    removeFromCart(lineId: $lineId) {\n      ...CartFields\n    }\n  }\n": typeof types.RemoveFromCartDocument,
    "\n  mutation EmptyCart {\n    emptyCart {\n      ...CartFields\n    }\n  }\n": typeof types.EmptyCartDocument,
    "\n  fragment BookingCancellationFields on Booking {\n    id\n    code\n    timeZone\n    viewerRole\n    canCancel\n    canCancelAsOwner\n    tool {\n      id\n      name\n    }\n    renter {\n      id\n      firstName\n    }\n    cancellationQuote {\n      refund {\n        amount\n        decimal\n        formatted\n      }\n      deposit {\n        amount\n        formatted\n      }\n      total {\n        amount\n        formatted\n      }\n      percent\n      changesAt\n      policy\n      summary\n    }\n  }\n": typeof types.BookingCancellationFieldsFragmentDoc,
    "\n  mutation CancelBookingWithQuote($bookingId: ID!, $expectedRefund: String) {\n    cancelBooking(bookingId: $bookingId, expectedRefund: $expectedRefund) {\n      ...BookingPageFields\n    }\n  }\n": typeof types.CancelBookingWithQuoteDocument,
    "\n  mutation CancelBookingAsOwner($bookingId: ID!, $reason: String!) {\n    cancelBookingAsOwner(bookingId: $bookingId, reason: $reason) {\n      ...BookingPageFields\n    }\n  }\n": typeof types.CancelBookingAsOwnerDocument,
    "\n  mutation ConfirmPickup($bookingId: ID!, $code: String!) {\n    confirmPickup(bookingId: $bookingId, code: $code) {\n      ...BookingPageFields\n    }\n  }\n": typeof types.ConfirmPickupDocument,
    "\n  mutation ConfirmReturn($bookingId: ID!) {\n    confirmReturn(bookingId: $bookingId) {\n      ...BookingPageFields\n    }\n  }\n": typeof types.ConfirmReturnDocument,
    "\n  fragment BookingDisputeFields on Booking {\n    id\n    viewerRole\n    timeZone\n    disputeWindowEndsAt\n    damageClaimLimit {\n      amount\n      decimal\n      formatted\n    }\n    canOpenDispute\n    disputes {\n      id\n      kind\n      openedBy\n      status\n      reason\n      claim {\n        formatted\n      }\n      refundToRenter {\n        amount\n        formatted\n      }\n      awardToOwner {\n        amount\n        formatted\n      }\n      decisionNote\n      decidedAt\n      createdAt\n    }\n  }\n": typeof types.BookingDisputeFieldsFragmentDoc,
    "\n  mutation ClaimDamage($bookingId: ID!, $amount: String!, $reason: String!) {\n    claimDamage(bookingId: $bookingId, amount: $amount, reason: $reason) {\n      id\n    }\n  }\n": typeof types.ClaimDamageDocument,
    "\n  mutation OpenDispute($bookingId: ID!, $kind: RenterDisputeKind!, $reason: String!) {\n    openDispute(bookingId: $bookingId, kind: $kind, reason: $reason) {\n      id\n    }\n  }\n": typeof types.OpenDisputeDocument,
    "\n  fragment BookingExtensionFields on Booking {\n    id\n    viewerRole\n    paid\n    canExtend\n    endDate\n    timeZone\n    tool {\n      id\n      name\n    }\n    renter {\n      id\n      firstName\n    }\n    owner {\n      id\n      firstName\n    }\n  }\n": typeof types.BookingExtensionFieldsFragmentDoc,
    "\n  query BookingExtensions($bookingId: ID!, $toolId: ID!) {\n    bookingExtensions(bookingId: $bookingId) {\n      id\n      status\n      open\n      fromEndsAt\n      toEndsAt\n      amount {\n        formatted\n      }\n      billedLength\n      answerBy\n      reason\n      clientSecret\n      canAccept\n      canDecline\n      canWithdraw\n    }\n    bookingSettings(toolId: $toolId) {\n      today\n      timeSlots {\n        value\n        label\n      }\n    }\n  }\n": typeof types.BookingExtensionsDocument,
    "\n  query ExtensionQuote($bookingId: ID!, $input: ExtensionInput!) {\n    extensionQuote(bookingId: $bookingId, input: $input) {\n      endsAt\n      billedLength\n      amount {\n        decimal\n        formatted\n      }\n    }\n  }\n": typeof types.ExtensionQuoteDocument,
    "\n  mutation RequestExtension($bookingId: ID!, $input: ExtensionInput!, $expectedTotal: String) {\n    requestExtension(bookingId: $bookingId, input: $input, expectedTotal: $expectedTotal) {\n      id\n      status\n      clientSecret\n    }\n  }\n": typeof types.RequestExtensionDocument,
    "\n  mutation ConfirmExtension($id: ID!) {\n    confirmExtension(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.ConfirmExtensionDocument,
    "\n  mutation AcceptExtension($id: ID!) {\n    acceptExtension(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.AcceptExtensionDocument,
    "\n  mutation DeclineExtension($id: ID!, $reason: String) {\n    declineExtension(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n": typeof types.DeclineExtensionDocument,
    "\n  mutation WithdrawExtension($id: ID!) {\n    withdrawExtension(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.WithdrawExtensionDocument,
    "\n  query MyBookingSummary {\n    myBookingSummary {\n      asRenter\n      asOwner\n      overdueAsOwner\n    }\n  }\n": typeof types.MyBookingSummaryDocument,
    "\n  fragment BookingConditionPhotoFields on Booking {\n    id\n    viewerRole\n    timeZone\n    conditionPhotoStages\n    conditionPhotos {\n      id\n      stage\n      url\n      note\n      uploadedBy\n      createdAt\n    }\n  }\n": typeof types.BookingConditionPhotoFieldsFragmentDoc,
    "\n  mutation AddConditionPhotos($bookingId: ID!, $stage: HandoverStage!, $images: [Upload!]!, $note: String) {\n    addConditionPhotos(bookingId: $bookingId, stage: $stage, images: $images, note: $note) {\n      id\n    }\n  }\n": typeof types.AddConditionPhotosDocument,
    "\n  fragment BookingNonReturnFields on Booking {\n    id\n    viewerRole\n    overdue\n    notReturned\n    canReportNotReturned\n    nonReturnReportableAt\n    timeZone\n    deposit {\n      amount\n      formatted\n    }\n    tool {\n      id\n      name\n    }\n    renter {\n      id\n      firstName\n    }\n    owner {\n      id\n      firstName\n    }\n  }\n": typeof types.BookingNonReturnFieldsFragmentDoc,
    "\n  mutation ReportNotReturned($bookingId: ID!, $reason: String!) {\n    reportNotReturned(bookingId: $bookingId, reason: $reason) {\n      id\n    }\n  }\n": typeof types.ReportNotReturnedDocument,
    "\n  fragment BookingRequestFields on Booking {\n    id\n    code\n    status\n    viewerRole\n    canAccept\n    canDecline\n    canWithdraw\n    awaitingAnswer\n    requestExpiresAt\n    timeZone\n    amount {\n      amount\n      currency\n      formatted\n    }\n    deposit {\n      amount\n      formatted\n    }\n    tool {\n      id\n      name\n    }\n    renter {\n      id\n      firstName\n    }\n    owner {\n      id\n      firstName\n    }\n  }\n": typeof types.BookingRequestFieldsFragmentDoc,
    "\n  mutation AcceptBookingRequest($bookingId: ID!) {\n    acceptBookingRequest(bookingId: $bookingId) {\n      ...BookingPageFields\n    }\n  }\n": typeof types.AcceptBookingRequestDocument,
    "\n  mutation DeclineBookingRequest($bookingId: ID!, $reason: String) {\n    declineBookingRequest(bookingId: $bookingId, reason: $reason) {\n      ...BookingPageFields\n    }\n  }\n": typeof types.DeclineBookingRequestDocument,
    "\n  mutation WithdrawBookingRequest($bookingId: ID!) {\n    withdrawBookingRequest(bookingId: $bookingId) {\n      ...BookingPageFields\n    }\n  }\n": typeof types.WithdrawBookingRequestDocument,
    "\n  fragment BookingFields on Booking {\n    ...BookingCoreFields\n    viewerRole\n    canConfirmPickup\n    canConfirmReturn\n    canCancel\n    canReview\n    pickupOpensAt\n    paid\n    hasConversation\n    unreadMessages\n    deposit {\n      amount\n      formatted\n    }\n  }\n": typeof types.BookingFieldsFragmentDoc,
    "\n  fragment BookingPageFields on Booking {\n    ...BookingFields\n    ...BookingCancellationFields\n    ...BookingDisputeFields\n    ...BookingConditionPhotoFields\n    ...BookingRequestFields\n    ...BookingNonReturnFields\n    ...BookingExtensionFields\n    lateFee {\n      amount\n      formatted\n    }\n    lateFeeTerms\n    pickupCode\n    pickupQr\n    refund {\n      status\n      rental {\n        amount\n        formatted\n      }\n      deposit {\n        amount\n        formatted\n      }\n      total {\n        formatted\n      }\n      rentalPercent\n      inFull\n    }\n    timeline {\n      transition\n      label\n      actor\n      at\n      note\n    }\n  }\n": typeof types.BookingPageFieldsFragmentDoc,
    "\n  fragment BookingListFields on BookingPage {\n    total\n    page\n    pageSize\n    hasMore\n    items {\n      ...BookingFields\n    }\n  }\n": typeof types.BookingListFieldsFragmentDoc,
    "\n  query MyBookings($page: Int, $search: String, $orderBy: BookingOrder) {\n    myBookings(page: { page: $page, pageSize: 10 }, search: $search, orderBy: $orderBy) {\n      ...BookingListFields\n    }\n  }\n": typeof types.MyBookingsDocument,
    "\n  query MyRentalHistory($page: Int, $search: String, $orderBy: BookingOrder) {\n    myRentalHistory(page: { page: $page, pageSize: 10 }, search: $search, orderBy: $orderBy) {\n      ...BookingListFields\n    }\n  }\n": typeof types.MyRentalHistoryDocument,
    "\n  query Booking($id: ID!) {\n    booking(id: $id) {\n      ...BookingPageFields\n    }\n  }\n": typeof types.BookingDocument,
    "\n  subscription BookingChanged {\n    bookingChanged {\n      ...BookingPageFields\n    }\n  }\n": typeof types.BookingChangedDocument,
    "\n  mutation ConfirmPayment($paymentId: ID!) {\n    confirmPayment(paymentId: $paymentId) {\n      id\n      paid\n      bookings {\n        id\n        code\n        status\n      }\n    }\n  }\n": typeof types.ConfirmPaymentDocument,
    "\n  query PaidBookings($id: ID!) {\n    payment(id: $id) {\n      id\n      status\n      amount {\n        formatted\n      }\n      bookings {\n        ...BookingPeriodFields\n        cancelledAt\n        pickupCode\n        tool {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.PaidBookingsDocument,
    "\n  mutation Checkout($expectedTotal: String) {\n    checkout(expectedTotal: $expectedTotal) {\n      id\n      paid\n      clientSecret\n      amount {\n        amount\n        formatted\n      }\n    }\n  }\n": typeof types.CheckoutDocument,
    "\n  mutation ResumePayment($paymentId: ID!) {\n    resumePayment(paymentId: $paymentId) {\n      id\n      paid\n      clientSecret\n      amount {\n        amount\n        formatted\n      }\n    }\n  }\n": typeof types.ResumePaymentDocument,
    "\n  mutation ReleaseHold($paymentId: ID!) {\n    releaseHold(paymentId: $paymentId) {\n      id\n      paid\n    }\n  }\n": typeof types.ReleaseHoldDocument,
    "\n  fragment ToolCardFields on Tool {\n    id\n    name\n    price {\n      amount\n      currency\n      formatted\n    }\n    rentalCircle\n    itemStatus\n    city\n    coverImage\n    rating\n    ratingCount\n    category {\n      id\n      name\n    }\n    latitude\n    longitude\n    distanceKm\n  }\n": typeof types.ToolCardFieldsFragmentDoc,
    "\n  fragment PayoutAccountFields on PayoutAccount {\n    method\n    accountName\n    bankName\n    accountNumberMasked\n    bankCode\n    stripeConnected\n    stripeDetailsSubmitted\n    stripePayoutsEnabled\n    stripeRequirementsDue\n    onHold\n    payoutsResumeAt\n  }\n": typeof types.PayoutAccountFieldsFragmentDoc,
    "\n  query MyEarnings($bookingsPage: PageInput, $payoutsPage: PageInput, $currency: CurrencyCode) {\n    myEarnings(currency: $currency) {\n      currency\n      currencies\n      pending {\n        amount\n        formatted\n      }\n      available {\n        amount\n        decimal\n        formatted\n      }\n      inTransit {\n        amount\n        formatted\n      }\n      paid {\n        amount\n        formatted\n      }\n      minimumPayout {\n        amount\n        formatted\n      }\n      disputeWindowHours\n      platformFeePercent\n      payoutMethod\n      payoutAccount {\n        ...PayoutAccountFields\n      }\n      bookings(page: $bookingsPage) {\n        total\n        page\n        pageSize\n        items {\n          bookingId\n          bookingCode\n          toolName\n          timeZone\n          amount {\n            formatted\n          }\n          fee {\n            formatted\n          }\n          earning {\n            formatted\n          }\n          status\n          availableFrom\n        }\n      }\n      payouts(page: $payoutsPage) {\n        total\n        page\n        pageSize\n        items {\n          id\n          amount {\n            formatted\n          }\n          status\n          method\n          reference\n          failureMessage\n          createdAt\n          paidAt\n        }\n      }\n    }\n  }\n": typeof types.MyEarningsDocument,
    "\n  mutation SetBankPayoutDetails($input: BankPayoutDetailsInput!, $currentPassword: String!) {\n    setBankPayoutDetails(input: $input, currentPassword: $currentPassword) {\n      ...PayoutAccountFields\n    }\n  }\n": typeof types.SetBankPayoutDetailsDocument,
    "\n  mutation StartStripeOnboarding($currentPassword: String!) {\n    startStripeOnboarding(currentPassword: $currentPassword) {\n      url\n    }\n  }\n": typeof types.StartStripeOnboardingDocument,
    "\n  mutation ConfirmPayoutDetails($currentPassword: String!) {\n    confirmPayoutDetails(currentPassword: $currentPassword) {\n      ...PayoutAccountFields\n    }\n  }\n": typeof types.ConfirmPayoutDetailsDocument,
    "\n  mutation RefreshStripeAccount {\n    refreshStripeAccount {\n      ...PayoutAccountFields\n    }\n  }\n": typeof types.RefreshStripeAccountDocument,
    "\n  mutation RequestPayout($amount: String, $currency: CurrencyCode) {\n    requestPayout(amount: $amount, currency: $currency) {\n      id\n      status\n      method\n      amount {\n        formatted\n      }\n    }\n  }\n": typeof types.RequestPayoutDocument,
    "\n  query PayoutBanks($currency: CurrencyCode) {\n    payoutBanks(currency: $currency) {\n      code\n      name\n    }\n  }\n": typeof types.PayoutBanksDocument,
    "\n  query CheckPaystackPayoutAccount($bankCode: String!, $accountNumber: String!, $currency: CurrencyCode) {\n    checkPaystackPayoutAccount(bankCode: $bankCode, accountNumber: $accountNumber, currency: $currency) {\n      bankCode\n      bankName\n      accountNumber\n      accountName\n    }\n  }\n": typeof types.CheckPaystackPayoutAccountDocument,
    "\n  mutation SetPaystackPayoutAccount(\n    $bankCode: String!\n    $accountNumber: String!\n    $currentPassword: String!\n    $currency: CurrencyCode\n  ) {\n    setPaystackPayoutAccount(\n      bankCode: $bankCode\n      accountNumber: $accountNumber\n      currentPassword: $currentPassword\n      currency: $currency\n    ) {\n      ...PayoutAccountFields\n    }\n  }\n": typeof types.SetPaystackPayoutAccountDocument,
    "\n  query EditTool($id: ID!) {\n    tool(id: $id) {\n      ...ToolDetailsFields\n    }\n    rentalCategories {\n      id\n      name\n    }\n  }\n": typeof types.EditToolDocument,
    "\n  mutation UpdateTool(\n    $id: ID!\n    $input: ToolUpdateInput!\n    $coverImage: Upload\n    $image1: Upload\n    $image2: Upload\n    $image3: Upload\n    $image4: Upload\n    $removeImages: [ImageSlot!]\n  ) {\n    updateTool(\n      id: $id\n      input: $input\n      coverImage: $coverImage\n      image1: $image1\n      image2: $image2\n      image3: $image3\n      image4: $image4\n      removeImages: $removeImages\n    ) {\n      ...ToolDetailsFields\n    }\n  }\n": typeof types.UpdateToolDocument,
    "\n  mutation DeleteTool($id: ID!) {\n    deleteTool(id: $id)\n  }\n": typeof types.DeleteToolDocument,
    "\n  query ToolBlocks($toolId: ID!) {\n    toolBlocks(toolId: $toolId) {\n      id\n      firstDay\n      lastDay\n      startTime\n      endTime\n      units\n      note\n    }\n    bookingSettings(toolId: $toolId) {\n      timeZone\n      today\n      timeSlots {\n        value\n        label\n      }\n    }\n  }\n": typeof types.ToolBlocksDocument,
    "\n  mutation BlockTool($input: BlockToolInput!) {\n    blockTool(input: $input) {\n      id\n    }\n  }\n": typeof types.BlockToolDocument,
    "\n  mutation UnblockTool($id: ID!) {\n    unblockTool(id: $id)\n  }\n": typeof types.UnblockToolDocument,
    "\n  query ToolsForBrowse($filter: ToolBrowseInput!, $orderBy: ToolOrder!, $page: PageInput!) {\n    tools(filter: $filter, orderBy: $orderBy, page: $page) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        ...ToolCardFields\n      }\n    }\n    rentalCategories {\n      id\n      name\n    }\n    bookingSettings {\n      today\n    }\n    site {\n      currencies\n      mapTileUrl\n      mapAttribution\n      mapAttributionUrl\n    }\n  }\n": typeof types.ToolsForBrowseDocument,
    "\n  mutation AskOwner($toolId: ID!, $body: String!, $clientId: String) {\n    askOwner(toolId: $toolId, body: $body, clientId: $clientId) {\n      id\n      conversationId\n    }\n  }\n": typeof types.AskOwnerDocument,
    "\n  query ConversationDetails($id: ID!) {\n    conversationDetails(id: $id) {\n      ...ConversationFields\n    }\n  }\n": typeof types.ConversationDetailsDocument,
    "\n  fragment MessageFields on Message {\n    id\n    conversationId\n    bookingId\n    body\n    clientId\n    createdAt\n    sender {\n      id\n      firstName\n    }\n  }\n": typeof types.MessageFieldsFragmentDoc,
    "\n  query Conversation($bookingId: ID, $conversationId: ID, $page: PageInput) {\n    conversation(bookingId: $bookingId, conversationId: $conversationId, page: $page) {\n      total\n      page\n      pageSize\n      hasMore\n      items {\n        ...MessageFields\n      }\n    }\n  }\n": typeof types.ConversationDocument,
    "\n  mutation SendMessage($bookingId: ID, $conversationId: ID, $body: String!, $clientId: String) {\n    sendMessage(bookingId: $bookingId, conversationId: $conversationId, body: $body, clientId: $clientId) {\n      ...MessageFields\n    }\n  }\n": typeof types.SendMessageDocument,
    "\n  subscription MessageAdded($bookingId: ID, $conversationId: ID) {\n    messageAdded(bookingId: $bookingId, conversationId: $conversationId) {\n      ...MessageFields\n    }\n  }\n": typeof types.MessageAddedDocument,
    "\n  mutation MarkConversationRead($bookingId: ID, $conversationId: ID) {\n    markConversationRead(bookingId: $bookingId, conversationId: $conversationId)\n  }\n": typeof types.MarkConversationReadDocument,
    "\n  fragment ConversationFields on Conversation {\n    id\n    tool {\n      id\n      name\n    }\n    renter {\n      id\n      firstName\n    }\n    owner {\n      id\n      firstName\n    }\n    bookingId\n    bookingCode\n    lastMessage {\n      body\n      senderId\n      createdAt\n    }\n    unread\n  }\n": typeof types.ConversationFieldsFragmentDoc,
    "\n  query Inbox($role: ConversationRole, $page: PageInput) {\n    inbox(role: $role, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...ConversationFields\n      }\n    }\n  }\n": typeof types.InboxDocument,
    "\n  query UnreadMessages {\n    unreadMessages {\n      asRenter\n      asOwner\n      inquiries\n    }\n  }\n": typeof types.UnreadMessagesDocument,
    "\n  subscription UnreadMessagesChanged {\n    unreadMessagesChanged {\n      asRenter\n      asOwner\n      inquiries\n    }\n  }\n": typeof types.UnreadMessagesChangedDocument,
    "\n  mutation SetToolStatus($id: ID!, $status: ItemStatus!) {\n    setToolStatus(id: $id, status: $status) {\n      ...ToolDetailsFields\n    }\n  }\n": typeof types.SetToolStatusDocument,
    "\n  fragment ToolPublicFields on Tool {\n    id\n    name\n    description\n    price {\n      amount\n      currency\n      decimal\n      formatted\n    }\n    rentalCircle\n    units\n    cancellationPolicy\n    cancellationPolicySummary\n    bookingMode\n    requiresIdVerification\n    minRentalLength\n    maxRentalLength\n    bufferHours\n    noticeHours\n    maxAdvanceDays\n    weeklyDiscountPercent\n    monthlyDiscountPercent\n    bookingRules\n    deposit {\n      amount\n      currency\n      decimal\n      formatted\n    }\n    lateFee {\n      amount\n      decimal\n    }\n    lateFeeUnit\n    lateFeeCap {\n      amount\n      decimal\n    }\n    lateFeeTerms\n    itemStatus\n    category {\n      id\n      name\n    }\n    owner {\n      id\n      firstName\n    }\n    country\n    state\n    city\n    coverImage\n    image1\n    image2\n    image3\n    image4\n    rating\n    ratingCount\n    createdAt\n  }\n": typeof types.ToolPublicFieldsFragmentDoc,
    "\n  fragment ToolDetailsFields on Tool {\n    ...ToolPublicFields\n    address\n    pickupLatitude\n    pickupLongitude\n    locationSource\n  }\n": typeof types.ToolDetailsFieldsFragmentDoc,
    "\n  query MyTools($page: Int) {\n    myTools(page: { page: $page, pageSize: 20 }) {\n      total\n      page\n      pageSize\n      hasMore\n      items {\n        ...ToolDetailsFields\n        bookingsCount\n      }\n    }\n  }\n": typeof types.MyToolsDocument,
    "\n  subscription MyToolChanged {\n    myToolChanged {\n      ...ToolDetailsFields\n    }\n  }\n": typeof types.MyToolChangedDocument,
    "\n  query PaymentSettings {\n    paymentSettings {\n      provider\n      publishableKey\n    }\n  }\n": typeof types.PaymentSettingsDocument,
    "\n  query OwnerProfile($id: ID!) {\n    ownerProfile(id: $id) {\n      id\n      firstName\n      memberSince\n      emailVerified\n      idVerified\n      listedTools\n      rating\n      reviewCount\n      responseRate\n      responseMinutes\n      requestsAnswered\n      tools {\n        ...ToolCardFields\n      }\n      reviews(page: { pageSize: 5 }) {\n        total\n        items {\n          id\n          rating\n          comment\n          author {\n            id\n            firstName\n          }\n          createdAt\n        }\n      }\n    }\n  }\n": typeof types.OwnerProfileDocument,
    "\n  query RenterProfile($id: ID!) {\n    renterProfile(id: $id) {\n      id\n      firstName\n      memberSince\n      emailVerified\n      idVerified\n      completedRentals\n      rating\n      reviewCount\n      reviews(page: { pageSize: 10 }) {\n        total\n        items {\n          id\n          rating\n          comment\n          author {\n            id\n            firstName\n          }\n          createdAt\n        }\n      }\n    }\n  }\n": typeof types.RenterProfileDocument,
    "\n  query BookingReview($bookingId: ID!) {\n    bookingReview(bookingId: $bookingId) {\n      canReview\n      otherHasReviewed\n      reviewableUntil\n      review {\n        ...BookingReviewFields\n      }\n      renterReview {\n        ...BookingReviewFields\n      }\n    }\n  }\n": typeof types.BookingReviewDocument,
    "\n  fragment BookingReviewFields on Review {\n    id\n    rating\n    comment\n    createdAt\n    publishedAt\n    editableUntil\n  }\n": typeof types.BookingReviewFieldsFragmentDoc,
    "\n  mutation AddReview($bookingId: ID!, $rating: Int!, $comment: String) {\n    addReview(bookingId: $bookingId, rating: $rating, comment: $comment) {\n      id\n    }\n  }\n": typeof types.AddReviewDocument,
    "\n  mutation UpdateReview($bookingId: ID!, $rating: Int!, $comment: String) {\n    updateReview(bookingId: $bookingId, rating: $rating, comment: $comment) {\n      id\n    }\n  }\n": typeof types.UpdateReviewDocument,
    "\n  query ToolReviews($toolId: ID!, $page: PageInput!) {\n    toolReviews(toolId: $toolId, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        rating\n        comment\n        author {\n          id\n          firstName\n        }\n        createdAt\n      }\n    }\n  }\n": typeof types.ToolReviewsDocument,
    "\n  mutation SaveSearch($filter: ToolBrowseInput!) {\n    saveSearch(filter: $filter) {\n      id\n      label\n    }\n  }\n": typeof types.SaveSearchDocument,
    "\n  query ToolSaved($id: ID!) {\n    tool(id: $id) {\n      id\n      saved\n    }\n  }\n": typeof types.ToolSavedDocument,
    "\n  mutation SaveTool($toolId: ID!, $saved: Boolean!) {\n    saveTool(toolId: $toolId, saved: $saved) {\n      id\n      saved\n    }\n  }\n": typeof types.SaveToolDocument,
    "\n  query SavedTools($page: PageInput) {\n    savedTools(page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...ToolCardFields\n        saved\n      }\n    }\n  }\n": typeof types.SavedToolsDocument,
    "\n  query SavedSearches {\n    savedSearches {\n      id\n      label\n      path\n    }\n  }\n": typeof types.SavedSearchesDocument,
    "\n  mutation DeleteSavedSearch($id: ID!) {\n    deleteSavedSearch(id: $id)\n  }\n": typeof types.DeleteSavedSearchDocument,
    "\n  mutation UnsubscribeSavedSearch($token: String!) {\n    unsubscribeSavedSearch(token: $token)\n  }\n": typeof types.UnsubscribeSavedSearchDocument,
    "\n  query ToolDetails($id: ID!) {\n    tool(id: $id) {\n      ...ToolPublicFields\n      owner {\n        id\n        ownerCancellations\n      }\n    }\n    bookingSettings(toolId: $id) {\n      ...BookingSettingsFields\n    }\n  }\n": typeof types.ToolDetailsDocument,
    "\n  subscription AccountChanged {\n    accountChanged {\n      ...SessionUserFields\n    }\n  }\n": typeof types.AccountChangedDocument,
    "\n  fragment SessionUserFields on User {\n    id\n    nickname\n    firstName\n    lastName\n    email\n    emailVerified\n    role\n    image\n    phone\n    country\n    state\n    city\n    address\n    createdAt\n  }\n": typeof types.SessionUserFieldsFragmentDoc,
    "\n  mutation RefreshSession {\n    refreshSession {\n      accessToken\n      expiresAt\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.RefreshSessionDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation ResendEmailVerification {\n    resendEmailVerification\n  }\n": typeof types.ResendEmailVerificationDocument,
    "\n  fragment BookingPeriodFields on Booking {\n    id\n    code\n    status\n    quantity\n    startDate\n    startTime\n    endDate\n    endTime\n    timeZone\n  }\n": typeof types.BookingPeriodFieldsFragmentDoc,
    "\n  fragment BookingCoreFields on Booking {\n    ...BookingPeriodFields\n    rentalCircle\n    billedMinutes\n    price {\n      amount\n      currency\n      formatted\n    }\n    amount {\n      amount\n      currency\n      formatted\n    }\n    pickupDate\n    returnedAt\n    cancelledAt\n    refundStatus\n    outcomeLabel\n    overdue\n    createdAt\n    tool {\n      id\n      name\n      coverImage\n      city\n      state\n      country\n      address\n      categoryName\n    }\n    renter {\n      id\n      firstName\n      lastName\n    }\n    owner {\n      id\n      firstName\n      lastName\n    }\n  }\n": typeof types.BookingCoreFieldsFragmentDoc,
    "\n  query SiteConfig {\n    site {\n      expoName\n      expoYear\n      expoStartDate\n      expoEndDate\n      expoVenue\n      expoTimeZone\n      marketplaceTimeZone\n      currency\n      localCurrencies {\n        country\n        currency\n      }\n      contactPhone\n      contactEmail\n      contactWebsite\n      facebookUrl\n      instagramUrl\n      xUrl\n      mapTileUrl\n      mapAttribution\n      mapAttributionUrl\n    }\n  }\n": typeof types.SiteConfigDocument,
    "\n  query SiteTimeZones {\n    site {\n      expoTimeZone\n      marketplaceTimeZone\n    }\n  }\n": typeof types.SiteTimeZonesDocument,
};
const documents: Documents = {
    "\n  query MyApiTokens {\n    myApiTokens {\n      id\n      name\n      prefix\n      scopes\n      expiresAt\n      lastUsedAt\n      revokedAt\n      createdAt\n    }\n  }\n": types.MyApiTokensDocument,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n      }\n    }\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": types.RevokeApiTokenDocument,
    "\n  mutation ChangePassword($id: ID!, $input: UpdateAccountInput!) {\n    updateAccount(id: $id, input: $input) {\n      id\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  fragment IdentityCheckFields on IdentityCheck {\n    id\n    status\n    documentKind\n    submittedAt\n    decidedAt\n    reason\n    documentUrl\n    selfieUrl\n    documentsDeletedAt\n    documentsKeptUntil\n    waiting\n  }\n": types.IdentityCheckFieldsFragmentDoc,
    "\n  query MyIdentityCheck {\n    me {\n      id\n      idVerified\n    }\n    myIdentityCheck {\n      ...IdentityCheckFields\n    }\n  }\n": types.MyIdentityCheckDocument,
    "\n  query MyLatestIdentityCheck {\n    myIdentityCheck {\n      ...IdentityCheckFields\n    }\n  }\n": types.MyLatestIdentityCheckDocument,
    "\n  mutation SubmitIdentityCheck($documentKind: IdDocumentKind!, $document: Upload!, $selfie: Upload!) {\n    submitIdentityCheck(documentKind: $documentKind, document: $document, selfie: $selfie) {\n      ...IdentityCheckFields\n    }\n  }\n": types.SubmitIdentityCheckDocument,
    "\n  mutation ForgetMyIdentityDocuments {\n    forgetMyIdentityDocuments {\n      ...IdentityCheckFields\n    }\n  }\n": types.ForgetMyIdentityDocumentsDocument,
    "\n  mutation RequestOwnPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestOwnPasswordResetDocument,
    "\n  mutation UpdateProfile($id: ID!, $input: UpdateAccountInput!, $image: Upload, $removeImage: Boolean!) {\n    updateAccount(id: $id, input: $input, image: $image, removeImage: $removeImage) {\n      ...SessionUserFields\n      pendingEmail\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query ProfilePendingEmail {\n    me {\n      id\n      pendingEmail\n    }\n  }\n": types.ProfilePendingEmailDocument,
    "\n  mutation LogoutEverywhere {\n    logoutEverywhere\n  }\n": types.LogoutEverywhereDocument,
    "\n  fragment AccessCodeFields on AccessCode {\n    id\n    code\n    places\n    used\n    placesLeft\n    usable\n    sponsorCompany\n    note\n    validUntil\n    revokedAt\n    createdAt\n    type {\n      id\n      name\n    }\n  }\n": types.AccessCodeFieldsFragmentDoc,
    "\n  query AdminAccessCodes($search: String, $page: PageInput) {\n    site {\n      expoTimeZone\n    }\n    adminAccessCodes(search: $search, page: $page) {\n      total\n      items {\n        ...AccessCodeFields\n      }\n    }\n  }\n": types.AdminAccessCodesDocument,
    "\n  query AccessCodeTypes {\n    adminRegistrationTypes {\n      id\n      name\n      requiresCode\n      sponsorPasses\n    }\n  }\n": types.AccessCodeTypesDocument,
    "\n  mutation CreateAccessCode($input: AccessCodeInput!) {\n    createAccessCode(input: $input) {\n      ...AccessCodeFields\n    }\n  }\n": types.CreateAccessCodeDocument,
    "\n  query AdminAccessCode($id: ID!) {\n    site {\n      expoTimeZone\n    }\n    adminAccessCode(id: $id) {\n      ...AccessCodeFields\n    }\n    adminAccessCodeUses(codeId: $id) {\n      firstName\n      lastName\n      usedAt\n      cancelled\n      checkedIn\n    }\n  }\n": types.AdminAccessCodeDocument,
    "\n  mutation UpdateAccessCode($id: ID!, $input: AccessCodeChangeInput!) {\n    updateAccessCode(id: $id, input: $input) {\n      ...AccessCodeFields\n    }\n  }\n": types.UpdateAccessCodeDocument,
    "\n  mutation RevokeAccessCode($id: ID!) {\n    revokeAccessCode(id: $id) {\n      ...AccessCodeFields\n    }\n  }\n": types.RevokeAccessCodeDocument,
    "\n  fragment AuditEntryFields on AuditEntry {\n    id\n    at\n    actorId\n    actorName\n    action\n    targetType\n    targetId\n    targetLabel\n    reason\n    changes {\n      field\n      before\n      after\n    }\n  }\n": types.AuditEntryFieldsFragmentDoc,
    "\n  query AdminAuditLog($page: PageInput, $targetType: AuditTargetType, $targetId: ID, $actorId: ID) {\n    adminAuditLog(page: $page, targetType: $targetType, targetId: $targetId, actorId: $actorId) {\n      total\n      items {\n        ...AuditEntryFields\n      }\n    }\n  }\n": types.AdminAuditLogDocument,
    "\n  query AuditAdministrators {\n    adminUsers(role: ADMIN, page: { pageSize: 100 }, orderBy: { field: FIRST_NAME, direction: ASC }) {\n      items {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n": types.AuditAdministratorsDocument,
    "\n  query RecordHistory($targetId: ID!) {\n    adminAuditLog(targetId: $targetId, page: { pageSize: 20 }) {\n      total\n      items {\n        ...AuditEntryFields\n      }\n    }\n  }\n": types.RecordHistoryDocument,
    "\n  query BadgePrintOptions {\n    site {\n      expoStartDate\n      expoEndDate\n    }\n    adminRegistrationTypes {\n      id\n      name\n      days\n    }\n  }\n": types.BadgePrintOptionsDocument,
    "\n  query BadgePrintCount($filter: BadgePrintFilter) {\n    badgePrintCount(filter: $filter) {\n      matching\n      unprinted\n      limit\n    }\n  }\n": types.BadgePrintCountDocument,
    "\n  query AdminBookings($page: PageInput, $search: String, $orderBy: BookingOrder, $status: BookingStatus, $toolId: ID) {\n    adminBookings(page: $page, search: $search, orderBy: $orderBy, status: $status, toolId: $toolId) {\n      total\n      items {\n        id\n        code\n        status\n        outcomeLabel\n        overdue\n        price {\n          amount\n          currency\n          formatted\n        }\n        rentalCircle\n        amount {\n          amount\n          currency\n          formatted\n        }\n        pickupDate\n        endDate\n        endTime\n        timeZone\n        tool {\n          id\n          name\n        }\n        renter {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n": types.AdminBookingsDocument,
    "\n  query AdminBookingDetails($id: ID!) {\n    booking(id: $id) {\n      ...BookingCoreFields\n      notReturned\n      disputes {\n        id\n        kind\n        status\n      }\n      refund {\n        status\n        rental {\n          amount\n          formatted\n        }\n        deposit {\n          amount\n          formatted\n        }\n        total {\n          formatted\n        }\n        rentalPercent\n        inFull\n      }\n      tool {\n        id\n        image1\n        image2\n        image3\n        image4\n      }\n    }\n  }\n": types.AdminBookingDetailsDocument,
    "\n  query AdminBookingLedger($id: ID!) {\n    booking(id: $id) {\n      id\n      ledger {\n        entries {\n          id\n          kind\n          amount {\n            amount\n            formatted\n          }\n          key\n          providerRef\n          createdAt\n        }\n        totals {\n          kind\n          amount {\n            amount\n            formatted\n          }\n        }\n        deposit {\n          amount\n          formatted\n        }\n        depositStatus\n        depositSettledAt\n      }\n      conditionPhotos {\n        id\n        stage\n        url\n        note\n        uploadedBy\n        createdAt\n      }\n    }\n  }\n": types.AdminBookingLedgerDocument,
    "\n  mutation CreateRentalCategory($name: String!, $image: Upload) {\n    createRentalCategory(name: $name, image: $image) {\n      id\n      name\n      image\n      updatedAt\n    }\n  }\n": types.CreateRentalCategoryDocument,
    "\n  query AdminRentalCategory($id: ID!) {\n    rentalCategory(id: $id) {\n      id\n      name\n      image\n      updatedAt\n    }\n  }\n": types.AdminRentalCategoryDocument,
    "\n  mutation UpdateRentalCategory($id: ID!, $name: String, $image: Upload) {\n    updateRentalCategory(id: $id, name: $name, image: $image) {\n      id\n      name\n      image\n      updatedAt\n    }\n  }\n": types.UpdateRentalCategoryDocument,
    "\n  mutation DeleteRentalCategory($id: ID!) {\n    deleteRentalCategory(id: $id)\n  }\n": types.DeleteRentalCategoryDocument,
    "\n  query AdminRentalCategories {\n    rentalCategories {\n      id\n      name\n      image\n      updatedAt\n    }\n  }\n": types.AdminRentalCategoriesDocument,
    "\n  query DeskSetup {\n    checkInDays\n    site {\n      expoTimeZone\n    }\n    programme {\n      id\n      title\n      room\n      day\n      startTime\n      endTime\n      seats\n    }\n  }\n": types.DeskSetupDocument,
    "\n  mutation CheckInParticipant($idOrCode: String!) {\n    checkInParticipant(idOrCode: $idOrCode) {\n      id\n      firstName\n      lastName\n      registrationCode\n      checkedInAt\n    }\n  }\n": types.CheckInParticipantDocument,
    "\n  query DeskGuestList($day: String!, $sessionId: ID, $after: String) {\n    checkInGuestList(day: $day, sessionId: $sessionId, after: $after, first: 5000) {\n      endCursor\n      total\n      guests {\n        id\n        registrationCode\n        firstName\n        lastName\n        status\n        typeName\n        days\n        admittedAt\n        hasSeat\n        badgePrintedAt\n      }\n    }\n  }\n": types.DeskGuestListDocument,
    "\n  mutation SyncCheckIns($desk: CheckInDeskInput!, $scans: [CheckInScanInput!]!) {\n    syncCheckIns(desk: $desk, scans: $scans) {\n      serverTime\n      results {\n        ...DeskScanResult\n      }\n    }\n  }\n": types.SyncCheckInsDocument,
    "\n  mutation UndoCheckInScan($id: ID!) {\n    undoCheckInScan(id: $id) {\n      ...DeskScanResult\n    }\n  }\n": types.UndoCheckInScanDocument,
    "\n  fragment DeskScanResult on CheckInScanResult {\n    id\n    outcome\n    refusal\n    message\n    guest {\n      id\n      registrationCode\n      firstName\n      lastName\n    }\n    first {\n      at\n      deskName\n      entrance\n    }\n  }\n": types.DeskScanResultFragmentDoc,
    "\n  query AdminDashboard {\n    site {\n      expoYear\n    }\n    adminDashboard {\n      users\n      participants\n      sponsors\n      sponsorsAwaitingReview\n      checkedIn\n      bookings\n      bookingsInProgress\n      bookingsOverdue\n      moneyByCurrency {\n        currency\n        revenue {\n          formatted\n        }\n        platformFees {\n          formatted\n        }\n        depositsHeld {\n          formatted\n        }\n        payoutsDue {\n          formatted\n        }\n      }\n      openDisputes\n      mailQueued\n      mailFailed\n      oldestQueuedMailAt\n      registrationsPerDay {\n        day\n        count\n      }\n    }\n  }\n": types.AdminDashboardDocument,
    "\n  query DoorDays {\n    checkInDays\n    site {\n      expoTimeZone\n    }\n  }\n": types.DoorDaysDocument,
    "\n  query DoorCounts($day: String!) {\n    checkInCounts(day: $day) {\n      day\n      inside\n      expected\n      entrances {\n        entrance\n        total\n        perMinute {\n          minute\n          count\n        }\n      }\n      desks {\n        id\n        name\n        entrance\n        sessionTitle\n        lastSyncAt\n        admitted\n      }\n    }\n  }\n": types.DoorCountsDocument,
    "\n  query AdminDispute($id: ID!) {\n    dispute(id: $id) {\n      id\n      bookingId\n      bookingCode\n      toolName\n      timeZone\n      kind\n      status\n      openedBy\n      reason\n      createdAt\n      decidedAt\n      decisionNote\n      returnedAt\n      claim {\n        formatted\n      }\n      amount {\n        formatted\n      }\n      deposit {\n        amount\n        formatted\n      }\n      refundToRenter {\n        formatted\n      }\n      awardToOwner {\n        formatted\n      }\n      renter {\n        id\n        firstName\n        lastName\n      }\n      owner {\n        id\n        firstName\n        lastName\n      }\n      refundLimit {\n        decimal\n        formatted\n      }\n      awardLimit {\n        amount\n        decimal\n        formatted\n      }\n      depositToSettle {\n        amount\n        formatted\n      }\n      canDecide\n      timeline {\n        transition\n        label\n        actor\n        at\n        note\n      }\n      messages {\n        id\n        body\n        at\n        sender {\n          id\n          firstName\n          lastName\n        }\n      }\n      photos {\n        id\n        stage\n        uploadedBy\n        url\n        note\n        at\n      }\n    }\n  }\n": types.AdminDisputeDocument,
    "\n  mutation DecideDispute($disputeId: ID!, $refundToRenter: String!, $awardToOwner: String!, $note: String!) {\n    decideDispute(disputeId: $disputeId, refundToRenter: $refundToRenter, awardToOwner: $awardToOwner, note: $note) {\n      id\n      status\n    }\n  }\n": types.DecideDisputeDocument,
    "\n  mutation DismissDispute($disputeId: ID!, $note: String!) {\n    dismissDispute(disputeId: $disputeId, note: $note) {\n      id\n      status\n    }\n  }\n": types.DismissDisputeDocument,
    "\n  query AdminDisputes($page: PageInput, $status: DisputeStatus) {\n    disputes(page: $page, status: $status) {\n      total\n      items {\n        id\n        kind\n        status\n        openedBy\n        bookingCode\n        toolName\n        timeZone\n        createdAt\n        claim {\n          formatted\n        }\n        deposit {\n          formatted\n        }\n        renter {\n          id\n          firstName\n          lastName\n        }\n        owner {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n": types.AdminDisputesDocument,
    "\n  mutation CreateExhibitor($input: ExhibitorInput!, $logo: Upload) {\n    createExhibitor(input: $input, logo: $logo) {\n      ...ExhibitorFields\n    }\n  }\n": types.CreateExhibitorDocument,
    "\n  query AdminExhibitor($id: ID!) {\n    exhibitor(id: $id) {\n      ...ExhibitorFields\n    }\n  }\n": types.AdminExhibitorDocument,
    "\n  mutation UpdateExhibitor($id: ID!, $input: ExhibitorInput!, $logo: Upload) {\n    updateExhibitor(id: $id, input: $input, logo: $logo) {\n      ...ExhibitorFields\n    }\n  }\n": types.UpdateExhibitorDocument,
    "\n  mutation DeleteExhibitor($id: ID!) {\n    deleteExhibitor(id: $id)\n  }\n": types.DeleteExhibitorDocument,
    "\n  query AdminExhibitorDirectory {\n    exhibitors {\n      id\n      exhibitorId\n      sponsorId\n      company\n      website\n      booth\n      category\n      sponsorTier {\n        id\n        title\n      }\n    }\n  }\n": types.AdminExhibitorDirectoryDocument,
    "\n  query ApprovedSponsors {\n    sponsorWall {\n      package {\n        id\n        title\n      }\n      sponsors {\n        id\n        company\n      }\n    }\n  }\n": types.ApprovedSponsorsDocument,
    "\n  fragment ExhibitorFields on Exhibitor {\n    id\n    company\n    description\n    descriptionFr\n    website\n    booth\n    category\n    logo\n    sponsorId\n    updatedAt\n  }\n": types.ExhibitorFieldsFragmentDoc,
    "\n  query AdminIdentityChecks($status: IdentityCheckStatus, $page: PageInput) {\n    adminPendingIdentityChecks\n    adminIdentityChecks(status: $status, page: $page) {\n      total\n      items {\n        id\n        userId\n        name\n        email\n        status\n        documentKind\n        submittedAt\n        decidedAt\n        decidedBy\n        reason\n        documentUrl\n        selfieUrl\n        documentsDeletedAt\n        canDecide\n      }\n    }\n  }\n": types.AdminIdentityChecksDocument,
    "\n  mutation ApproveIdentityCheck($id: ID!) {\n    approveIdentityCheck(id: $id) {\n      id\n      status\n    }\n  }\n": types.ApproveIdentityCheckDocument,
    "\n  mutation RejectIdentityCheck($id: ID!, $reason: String!) {\n    rejectIdentityCheck(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n": types.RejectIdentityCheckDocument,
    "\n  query AdminPendingIdentityChecks {\n    adminPendingIdentityChecks\n  }\n": types.AdminPendingIdentityChecksDocument,
    "\n  fragment ContactMessageRepliesFields on ContactMessage {\n    replies {\n      id\n      authorName\n      subject\n      body\n      outboxId\n      deliveryStatus\n      createdAt\n    }\n  }\n": types.ContactMessageRepliesFieldsFragmentDoc,
    "\n  query AdminContactMessage($id: ID!) {\n    adminContactMessage(id: $id) {\n      ...ContactMessageRowFields\n      ...ContactMessageRepliesFields\n    }\n  }\n": types.AdminContactMessageDocument,
    "\n  mutation MarkContactMessageRead($id: ID!, $read: Boolean!) {\n    markContactMessageRead(id: $id, read: $read) {\n      id\n      readAt\n    }\n  }\n": types.MarkContactMessageReadDocument,
    "\n  mutation SetContactMessageHandled($id: ID!, $handled: Boolean!) {\n    setContactMessageHandled(id: $id, handled: $handled) {\n      id\n      readAt\n      handledAt\n    }\n  }\n": types.SetContactMessageHandledDocument,
    "\n  mutation ReplyToContactMessage($id: ID!, $input: ContactReplyInput!) {\n    replyToContactMessage(id: $id, input: $input) {\n      id\n      readAt\n      repliedAt\n      ...ContactMessageRepliesFields\n    }\n  }\n": types.ReplyToContactMessageDocument,
    "\n  fragment ContactMessageRowFields on ContactMessage {\n    id\n    name\n    email\n    message\n    readAt\n    handledAt\n    repliedAt\n    createdAt\n  }\n": types.ContactMessageRowFieldsFragmentDoc,
    "\n  query AdminContactMessages(\n    $page: PageInput\n    $search: String\n    $orderBy: ContactMessageOrder\n    $state: ContactMessageState\n  ) {\n    adminContactMessages(page: $page, search: $search, orderBy: $orderBy, state: $state) {\n      total\n      items {\n        ...ContactMessageRowFields\n      }\n    }\n  }\n": types.AdminContactMessagesDocument,
    "\n  query AdminUnreadContactMessages {\n    adminUnreadContactMessages\n  }\n": types.AdminUnreadContactMessagesDocument,
    "\n  fragment InvoiceSettingsFields on InvoiceSettings {\n    legalName\n    address\n    taxNumber\n    bankDetails\n    invoicePrefix\n    paymentTermsDays\n    reminderDaysBefore\n    taxLines {\n      name\n      basisPoints\n    }\n    paidSponsorsOnly\n  }\n": types.InvoiceSettingsFieldsFragmentDoc,
    "\n  query InvoicingSettings {\n    invoiceSettings {\n      ...InvoiceSettingsFields\n    }\n    sponsorshipPackages {\n      id\n      title\n      priceCents\n      currency\n    }\n    site {\n      currency\n      currencies\n    }\n  }\n": types.InvoicingSettingsDocument,
    "\n  mutation UpdateInvoiceSettings($input: InvoiceSettingsInput!) {\n    updateInvoiceSettings(input: $input) {\n      ...InvoiceSettingsFields\n    }\n  }\n": types.UpdateInvoiceSettingsDocument,
    "\n  mutation SetSponsorshipPackagePrice($id: ID!, $priceCents: Int, $currency: CurrencyCode) {\n    setSponsorshipPackagePrice(id: $id, priceCents: $priceCents, currency: $currency) {\n      id\n      priceCents\n      currency\n    }\n  }\n": types.SetSponsorshipPackagePriceDocument,
    "\n  query SponsorInvoices($sponsorId: ID!) {\n    sponsorInvoices(sponsorId: $sponsorId) {\n      ...SponsorInvoiceFields\n    }\n    invoiceSettings {\n      paymentTermsDays\n    }\n    site {\n      currency\n      currencies\n    }\n  }\n": types.SponsorInvoicesDocument,
    "\n  fragment SponsorInvoiceFields on SponsorInvoice {\n    id\n    number\n    status\n    statusLabel\n    isOpen\n    isPaid\n    currency\n    description\n    netCents\n    taxes {\n      name\n      basisPoints\n      amountCents\n    }\n    totalCents\n    totalText\n    issuedOn\n    dueOn\n    paidAt\n    paymentReference\n  }\n": types.SponsorInvoiceFieldsFragmentDoc,
    "\n  query InvoiceCreditNote($invoiceId: ID!) {\n    invoiceCreditNote(invoiceId: $invoiceId) {\n      id\n      number\n      reason\n      issuedOn\n      refund\n      refundedAt\n      totalCents\n      currency\n    }\n  }\n": types.InvoiceCreditNoteDocument,
    "\n  mutation IssueSponsorInvoice($sponsorId: ID!, $input: IssueInvoiceInput) {\n    issueSponsorInvoice(sponsorId: $sponsorId, input: $input) {\n      ...SponsorInvoiceFields\n    }\n  }\n": types.IssueSponsorInvoiceDocument,
    "\n  mutation MarkInvoicePaid($id: ID!, $reference: String!) {\n    markInvoicePaid(id: $id, reference: $reference) {\n      ...SponsorInvoiceFields\n    }\n  }\n": types.MarkInvoicePaidDocument,
    "\n  mutation CreditInvoice($id: ID!, $reason: String!) {\n    creditInvoice(id: $id, reason: $reason) {\n      id\n      number\n    }\n  }\n": types.CreditInvoiceDocument,
    "\n  query MailCampaignProgress($id: ID!) {\n    mailCampaign(id: $id) {\n      campaign {\n        id\n        subject\n        message\n        audienceLabel\n        recipientCount\n        suppressedCount\n        createdAt\n        dispatchedAt\n      }\n      status\n      pending\n      queued\n      sent\n      stored\n      failed\n      failedRecipients {\n        email\n        error\n      }\n    }\n  }\n": types.MailCampaignProgressDocument,
    "\n  mutation RetryGroupMailFailures($id: ID!) {\n    retryGroupMailFailures(id: $id)\n  }\n": types.RetryGroupMailFailuresDocument,
    "\n  query SendEmailSite {\n    site {\n      expoYear\n    }\n  }\n": types.SendEmailSiteDocument,
    "\n  query MailAudienceCount($audience: Audience!) {\n    mailAudienceCount(audience: $audience) {\n      recipients\n      suppressed\n    }\n  }\n": types.MailAudienceCountDocument,
    "\n  query MailPreview($subject: String!, $message: String!) {\n    mailPreview(subject: $subject, message: $message) {\n      subject\n      text\n      viewPass\n    }\n  }\n": types.MailPreviewDocument,
    "\n  mutation SendTestMail($subject: String!, $message: String!) {\n    sendTestMail(subject: $subject, message: $message)\n  }\n": types.SendTestMailDocument,
    "\n  mutation SendGroupMail($audience: Audience!, $subject: String!, $message: String!) {\n    sendGroupMail(audience: $audience, subject: $subject, message: $message) {\n      id\n      recipientCount\n    }\n  }\n": types.SendGroupMailDocument,
    "\n  query MailCampaigns($page: PageInput) {\n    mailCampaigns(page: $page) {\n      total\n      items {\n        id\n        subject\n        audienceLabel\n        recipientCount\n        createdAt\n      }\n    }\n  }\n": types.MailCampaignsDocument,
    "\n  query AdminOutboxMessage($id: ID!) {\n    adminOutboxMessage(id: $id) {\n      ...OutboxMessageRowFields\n      sentAt\n      text\n      htmlUrl\n      attachments {\n        filename\n        contentType\n        size\n        inline\n      }\n    }\n  }\n": types.AdminOutboxMessageDocument,
    "\n  mutation ResendOutboxMessage($id: ID!) {\n    resendOutboxMessage(id: $id) {\n      ...OutboxMessageRowFields\n    }\n  }\n": types.ResendOutboxMessageDocument,
    "\n  fragment OutboxMessageRowFields on OutboxMessage {\n    id\n    to\n    subject\n    template\n    status\n    attempts\n    lastError\n    createdAt\n  }\n": types.OutboxMessageRowFieldsFragmentDoc,
    "\n  query AdminOutbox($page: PageInput, $search: String, $orderBy: OutboxOrder, $status: OutboxStatus) {\n    adminOutbox(page: $page, search: $search, orderBy: $orderBy, status: $status) {\n      total\n      items {\n        ...OutboxMessageRowFields\n      }\n    }\n    failed: adminOutbox(status: FAILED, page: { pageSize: 1 }) {\n      total\n    }\n  }\n": types.AdminOutboxDocument,
    "\n  mutation ResendFailedOutboxMessages {\n    resendFailedOutboxMessages\n  }\n": types.ResendFailedOutboxMessagesDocument,
    "\n  fragment AdminParticipantRowFields on AdminParticipant {\n    id\n    registrationCode\n    firstName\n    lastName\n    email\n    phone\n    country\n    state\n    city\n    address\n    checkedInAt\n    status\n  }\n": types.AdminParticipantRowFieldsFragmentDoc,
    "\n  query AdminParticipants(\n    $page: PageInput\n    $search: String\n    $orderBy: ParticipantOrder\n    $country: String\n    $checkedIn: Boolean\n    $status: ParticipantStatus\n  ) {\n    adminParticipants(\n      page: $page\n      search: $search\n      orderBy: $orderBy\n      country: $country\n      checkedIn: $checkedIn\n      status: $status\n    ) {\n      total\n      items {\n        ...AdminParticipantRowFields\n      }\n    }\n  }\n": types.AdminParticipantsDocument,
    "\n  query ParticipantConsents($id: ID!) {\n    adminParticipant(id: $id) {\n      id\n      consents {\n        id\n        kind\n        granted\n        wording\n        source\n        at\n      }\n    }\n  }\n": types.ParticipantConsentsDocument,
    "\n  query AdminParticipantDetails($id: ID!) {\n    adminParticipant(id: $id) {\n      ...AdminParticipantRowFields\n      year\n      title\n      gender\n      marketingConsent\n      language\n      confirmationSentAt\n      cancelledAt\n      createdAt\n    }\n  }\n": types.AdminParticipantDetailsDocument,
    "\n  mutation CancelParticipant($id: ID!, $reason: String!) {\n    cancelParticipant(id: $id, reason: $reason) {\n      id\n      status\n      cancelledAt\n    }\n  }\n": types.CancelParticipantDocument,
    "\n  mutation ApproveParticipant($id: ID!, $reason: String) {\n    approveParticipant(id: $id, reason: $reason) {\n      id\n      status\n      cancelledAt\n      confirmationSentAt\n    }\n  }\n": types.ApproveParticipantDocument,
    "\n  mutation DeclineParticipant($id: ID!, $reason: String!) {\n    declineParticipant(id: $id, reason: $reason) {\n      id\n      status\n      cancelledAt\n    }\n  }\n": types.DeclineParticipantDocument,
    "\n  mutation ReinstateParticipant($id: ID!, $reason: String!) {\n    reinstateParticipant(id: $id, reason: $reason) {\n      id\n      status\n      cancelledAt\n    }\n  }\n": types.ReinstateParticipantDocument,
    "\n  mutation DeleteParticipant($id: ID!, $reason: String!) {\n    deleteParticipant(id: $id, reason: $reason)\n  }\n": types.DeleteParticipantDocument,
    "\n  mutation AdminResendParticipantConfirmation($id: ID!, $reason: String!) {\n    adminResendParticipantConfirmation(id: $id, reason: $reason) {\n      id\n      confirmationSentAt\n    }\n  }\n": types.AdminResendParticipantConfirmationDocument,
    "\n  mutation UpdateParticipant($id: ID!, $input: ParticipantCorrectionInput!, $reason: String!) {\n    updateParticipant(id: $id, input: $input, reason: $reason) {\n      ...AdminParticipantRowFields\n      title\n      gender\n      language\n    }\n  }\n": types.UpdateParticipantDocument,
    "\n  query ParticipantGroup($id: ID!) {\n    adminParticipant(id: $id) {\n      id\n      group {\n        id\n        company\n        contactName\n        contactEmail\n        contactPhone\n        size\n        createdAt\n        members {\n          id\n          firstName\n          lastName\n          registrationCode\n          status\n        }\n      }\n    }\n  }\n": types.ParticipantGroupDocument,
    "\n  query PayoutQueue($page: PageInput, $status: PayoutStatus) {\n    payoutQueue(page: $page, status: $status) {\n      total\n      page\n      pageSize\n      items {\n        id\n        status\n        method\n        amount {\n          formatted\n        }\n        reference\n        failureMessage\n        createdAt\n        paidAt\n        ownerName\n        ownerEmail\n        accountName\n        bankName\n        accountNumber\n        bankCode\n        stripeAccountId\n        awaitsBankTransfer\n        transferUnderWay\n      }\n    }\n  }\n": types.PayoutQueueDocument,
    "\n  mutation MarkPayoutPaid($payoutId: ID!, $reference: String!) {\n    markPayoutPaid(payoutId: $payoutId, reference: $reference) {\n      id\n      status\n      reference\n      paidAt\n    }\n  }\n": types.MarkPayoutPaidDocument,
    "\n  mutation MarkPayoutFailed($payoutId: ID!, $reason: String!) {\n    markPayoutFailed(payoutId: $payoutId, reason: $reason) {\n      id\n      status\n      failureMessage\n    }\n  }\n": types.MarkPayoutFailedDocument,
    "\n  query AdminPrivacyRequests($status: PrivacyRequestStatus, $page: PageInput) {\n    adminPendingPrivacyRequests\n    adminPrivacyRequests(status: $status, page: $page) {\n      total\n      items {\n        id\n        status\n        participantId\n        registrationCode\n        name\n        email\n        requestedAt\n        decidedAt\n        decidedBy\n        declineReason\n      }\n    }\n    adminPastEditions {\n      beforeYear\n      participants\n      sponsors\n      years\n    }\n  }\n": types.AdminPrivacyRequestsDocument,
    "\n  mutation CompletePrivacyRequest($id: ID!) {\n    completePrivacyRequest(id: $id) {\n      id\n      status\n    }\n  }\n": types.CompletePrivacyRequestDocument,
    "\n  mutation DeclinePrivacyRequest($id: ID!, $reason: String!) {\n    declinePrivacyRequest(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n": types.DeclinePrivacyRequestDocument,
    "\n  mutation PurgePastEditions($reason: String!) {\n    purgePastEditions(reason: $reason) {\n      participants\n      sponsors\n    }\n  }\n": types.PurgePastEditionsDocument,
    "\n  query AdminPendingPrivacyRequests {\n    adminPendingPrivacyRequests\n  }\n": types.AdminPendingPrivacyRequestsDocument,
    "\n  mutation CreateProgrammeSession($input: ProgrammeSessionInput!) {\n    createProgrammeSession(input: $input) {\n      ...ProgrammeSessionFields\n    }\n  }\n": types.CreateProgrammeSessionDocument,
    "\n  query AdminProgrammeSession($id: ID!) {\n    site {\n      expoStartDate\n      expoEndDate\n      expoTimeZone\n    }\n    programmeSession(id: $id) {\n      ...ProgrammeSessionFields\n    }\n  }\n": types.AdminProgrammeSessionDocument,
    "\n  mutation UpdateProgrammeSession($id: ID!, $input: ProgrammeSessionInput!) {\n    updateProgrammeSession(id: $id, input: $input) {\n      ...ProgrammeSessionFields\n    }\n  }\n": types.UpdateProgrammeSessionDocument,
    "\n  mutation DeleteProgrammeSession($id: ID!) {\n    deleteProgrammeSession(id: $id)\n  }\n": types.DeleteProgrammeSessionDocument,
    "\n  query AdminSessionSeats($sessionId: ID!, $page: PageInput) {\n    adminSessionSeats(sessionId: $sessionId, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        registrationCode\n        firstName\n        lastName\n        email\n        status\n        since\n        offerExpiresAt\n        holdsOffer\n      }\n    }\n  }\n": types.AdminSessionSeatsDocument,
    "\n  query AdminSessionSeatCounts {\n    adminSessionSeatCounts {\n      seats\n      booked\n      offered\n      waiting\n      seatsLeft\n      session {\n        id\n        title\n        day\n        startTime\n        endTime\n      }\n    }\n  }\n": types.AdminSessionSeatCountsDocument,
    "\n  query AdminProgramme {\n    site {\n      expoStartDate\n      expoEndDate\n      expoTimeZone\n    }\n    programme {\n      id\n      kind\n      title\n      day\n      startTime\n      endTime\n      room\n      speakers {\n        name\n      }\n    }\n  }\n": types.AdminProgrammeDocument,
    "\n  fragment ProgrammeSessionFields on ProgrammeSession {\n    id\n    kind\n    title\n    titleFr\n    description\n    descriptionFr\n    day\n    startTime\n    endTime\n    room\n    roomFr\n    link\n    seats\n    updatedAt\n    speakers {\n      name\n      affiliation\n      photo\n    }\n  }\n": types.ProgrammeSessionFieldsFragmentDoc,
    "\n  mutation CreateRegistrationType($input: RegistrationTypeInput!) {\n    createRegistrationType(input: $input) {\n      ...RegistrationTypeFields\n    }\n  }\n": types.CreateRegistrationTypeDocument,
    "\n  fragment RegistrationDayFields on RegistrationDayCount {\n    day\n    registered\n    awaitingApproval\n    paid\n    waiting\n    checkedIn\n    capacity\n    held\n    placesLeft\n  }\n": types.RegistrationDayFieldsFragmentDoc,
    "\n  mutation SetExpoDayCapacity($day: String!, $capacity: Int) {\n    setExpoDayCapacity(day: $day, capacity: $capacity) {\n      ...RegistrationDayFields\n    }\n  }\n": types.SetExpoDayCapacityDocument,
    "\n  query AdminRegistrationCounts {\n    adminRegistrationCounts {\n      types {\n        type {\n          id\n          name\n        }\n        registered\n        awaitingApproval\n        cancelled\n        checkedIn\n        waiting\n        offered\n        paid\n        awaitingPayment\n        revenue {\n          currency\n          formatted\n        }\n      }\n      days {\n        ...RegistrationDayFields\n      }\n    }\n  }\n": types.AdminRegistrationCountsDocument,
    "\n  query AdminRegistrationType($id: ID!) {\n    site {\n      expoStartDate\n      expoEndDate\n      expoTimeZone\n      currency\n      currencies\n    }\n    registrationType(ref: $id) {\n      ...RegistrationTypeFields\n    }\n  }\n": types.AdminRegistrationTypeDocument,
    "\n  query AdminWaitlist($typeId: ID!, $page: PageInput) {\n    adminWaitlist(typeId: $typeId, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        email\n        firstName\n        lastName\n        status\n        holdsOffer\n        joinedAt\n        offerExpiresAt\n      }\n    }\n  }\n": types.AdminWaitlistDocument,
    "\n  mutation UpdateRegistrationType($id: ID!, $input: RegistrationTypeInput!) {\n    updateRegistrationType(id: $id, input: $input) {\n      ...RegistrationTypeFields\n    }\n  }\n": types.UpdateRegistrationTypeDocument,
    "\n  mutation DeleteRegistrationType($id: ID!) {\n    deleteRegistrationType(id: $id)\n  }\n": types.DeleteRegistrationTypeDocument,
    "\n  fragment RegistrationTypeFields on RegistrationType {\n    id\n    slug\n    name\n    nameFr\n    description\n    descriptionFr\n    days\n    price {\n      amount\n      currency\n      formatted\n    }\n    capacity\n    placesLeft\n    soldOut\n    saleState\n    salesStartAt\n    salesEndAt\n    hidden\n    isDefault\n    requiresCode\n    requiresApproval\n    sponsorPasses\n    position\n    badgeColour\n    questions {\n      ...RegistrationQuestionFields\n    }\n  }\n": types.RegistrationTypeFieldsFragmentDoc,
    "\n  query AdminRegistrationTypes {\n    site {\n      expoStartDate\n      expoEndDate\n      expoTimeZone\n      currency\n      currencies\n    }\n    adminRegistrationTypes {\n      ...RegistrationTypeFields\n    }\n  }\n": types.AdminRegistrationTypesDocument,
    "\n  fragment AdminSponsorRowFields on AdminSponsor {\n    id\n    year\n    company\n    email\n    phone\n    country\n    state\n    city\n    address\n    status\n  }\n": types.AdminSponsorRowFieldsFragmentDoc,
    "\n  query AdminSponsors(\n    $page: PageInput\n    $search: String\n    $orderBy: SponsorOrder\n    $packageId: ID\n    $status: SponsorStatus\n  ) {\n    adminSponsors(page: $page, search: $search, orderBy: $orderBy, packageId: $packageId, status: $status) {\n      total\n      items {\n        ...AdminSponsorRowFields\n        package {\n          id\n          title\n        }\n      }\n    }\n  }\n": types.AdminSponsorsDocument,
    "\n  query SponsorPackageOptions {\n    sponsorshipPackages {\n      id\n      title\n    }\n  }\n": types.SponsorPackageOptionsDocument,
    "\n  query AdminSponsorDetails($id: ID!) {\n    adminSponsor(id: $id) {\n      ...AdminSponsorRowFields\n      logo\n      language\n      reviewedAt\n      createdAt\n      package {\n        id\n        title\n        amountRange\n        priceCents\n        currency\n      }\n    }\n  }\n": types.AdminSponsorDetailsDocument,
    "\n  mutation CancelSponsor($id: ID!, $reason: String!) {\n    cancelSponsor(id: $id, reason: $reason) {\n      id\n      status\n      reviewedAt\n    }\n  }\n": types.CancelSponsorDocument,
    "\n  mutation ReinstateSponsor($id: ID!, $reason: String!) {\n    reinstateSponsor(id: $id, reason: $reason) {\n      id\n      status\n      reviewedAt\n    }\n  }\n": types.ReinstateSponsorDocument,
    "\n  mutation DeleteSponsor($id: ID!, $reason: String!) {\n    deleteSponsor(id: $id, reason: $reason)\n  }\n": types.DeleteSponsorDocument,
    "\n  mutation AdminResendSponsorConfirmation($id: ID!, $reason: String!) {\n    adminResendSponsorConfirmation(id: $id, reason: $reason) {\n      id\n    }\n  }\n": types.AdminResendSponsorConfirmationDocument,
    "\n  mutation ReviewSponsor($id: ID!, $decision: SponsorDecision!, $reason: String) {\n    reviewSponsor(id: $id, decision: $decision, reason: $reason) {\n      id\n      status\n      reviewedAt\n    }\n  }\n": types.ReviewSponsorDocument,
    "\n  query SponsorEditPackages {\n    sponsorshipPackages {\n      id\n      title\n    }\n  }\n": types.SponsorEditPackagesDocument,
    "\n  mutation UpdateSponsor($id: ID!, $input: SponsorCorrectionInput!, $reason: String!, $logo: Upload) {\n    updateSponsor(id: $id, input: $input, reason: $reason, logo: $logo) {\n      ...AdminSponsorRowFields\n      logo\n      language\n      package {\n        id\n        title\n        amountRange\n      }\n    }\n  }\n": types.UpdateSponsorDocument,
    "\n  fragment AdminUserRowFields on User {\n    id\n    role\n    firstName\n    lastName\n    email\n    phone\n    country\n    state\n    city\n  }\n": types.AdminUserRowFieldsFragmentDoc,
    "\n  query AdminUsers($page: PageInput, $search: String, $orderBy: UserOrder, $role: Role) {\n    adminUsers(page: $page, search: $search, orderBy: $orderBy, role: $role) {\n      total\n      items {\n        ...AdminUserRowFields\n      }\n    }\n  }\n": types.AdminUsersDocument,
    "\n  query AdminUserDetails($id: ID!) {\n    user(id: $id) {\n      ...AdminUserRowFields\n      nickname\n      address\n      image\n      disabledAt\n      createdAt\n    }\n  }\n": types.AdminUserDetailsDocument,
    "\n  mutation DisableUser($id: ID!, $reason: String!) {\n    disableUser(id: $id, reason: $reason) {\n      id\n      disabledAt\n    }\n  }\n": types.DisableUserDocument,
    "\n  mutation EnableUser($id: ID!, $reason: String!) {\n    enableUser(id: $id, reason: $reason) {\n      id\n      disabledAt\n    }\n  }\n": types.EnableUserDocument,
    "\n  mutation AdminUpdateUser($id: ID!, $input: UserCorrectionInput!, $reason: String!) {\n    adminUpdateUser(id: $id, input: $input, reason: $reason) {\n      ...AdminUserRowFields\n      nickname\n      address\n    }\n  }\n": types.AdminUpdateUserDocument,
    "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    enabled\n    disabledReason\n    secretHint\n    createdAt\n  }\n": types.WebhookEndpointFieldsFragmentDoc,
    "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    eventType\n    eventId\n    status\n    attempts\n    nextAttemptAt\n    lastStatusCode\n    lastError\n    deliveredAt\n    createdAt\n  }\n": types.WebhookDeliveryFieldsFragmentDoc,
    "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n": types.WebhookEndpointsDocument,
    "\n  query WebhookEndpoint($id: ID!) {\n    webhookEndpoint(id: $id) {\n      ...WebhookEndpointFields\n    }\n  }\n": types.WebhookEndpointDocument,
    "\n  query WebhookDeliveries($endpointId: ID!, $page: PageInput) {\n    webhookDeliveries(endpointId: $endpointId, page: $page) {\n      total\n      page\n      pageSize\n      hasMore\n      items {\n        ...WebhookDeliveryFields\n      }\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointChangesInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      ...WebhookEndpointFields\n    }\n  }\n": types.UpdateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": types.DeleteWebhookEndpointDocument,
    "\n  mutation RevealWebhookSecret($id: ID!) {\n    revealWebhookSecret(id: $id)\n  }\n": types.RevealWebhookSecretDocument,
    "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id)\n  }\n": types.RotateWebhookSecretDocument,
    "\n  mutation SendTestWebhook($endpointId: ID!) {\n    sendTestWebhook(endpointId: $endpointId) {\n      ...WebhookDeliveryFields\n    }\n  }\n": types.SendTestWebhookDocument,
    "\n  mutation ResendWebhookDelivery($id: ID!) {\n    resendWebhookDelivery(id: $id) {\n      ...WebhookDeliveryFields\n    }\n  }\n": types.ResendWebhookDeliveryDocument,
    "\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token)\n  }\n": types.ConfirmEmailChangeDocument,
    "\n  mutation CreateAccount($input: CreateAccountInput!, $image: Upload) {\n    createAccount(input: $input, image: $image) {\n      message\n    }\n  }\n": types.CreateAccountDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      expiresAt\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n": types.ResetPasswordDocument,
    "\n  query PasswordResetLink($token: String!) {\n    passwordResetLink(token: $token)\n  }\n": types.PasswordResetLinkDocument,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token)\n  }\n": types.VerifyEmailDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n": types.SendContactMessageDocument,
    "\n  query ExhibitorDirectory {\n    exhibitors {\n      id\n      company\n      description\n      descriptionFr\n      website\n      booth\n      category\n      logo\n      sponsorTier {\n        id\n        title\n      }\n    }\n  }\n": types.ExhibitorDirectoryDocument,
    "\n  query HomeSponsorship {\n    site {\n      currency\n    }\n    sponsorshipPackages {\n      ...PackageViewFields\n    }\n    sponsorWall {\n      package {\n        id\n        title\n        rank\n      }\n      sponsors {\n        id\n        company\n        logo\n      }\n    }\n  }\n  \n": types.HomeSponsorshipDocument,
    "\n  mutation SendMyRegistrationLink($email: String!) {\n    resendParticipantConfirmation(email: $email)\n  }\n": types.SendMyRegistrationLinkDocument,
    "\n  mutation UpdateMyRegistration($token: String!, $input: MyRegistrationInput!) {\n    updateMyRegistration(token: $token, input: $input) {\n      registrationCode\n    }\n  }\n": types.UpdateMyRegistrationDocument,
    "\n  query MyRegistration($token: String!) {\n    myRegistration(token: $token) {\n      registrationCode\n      language\n      year\n      title\n      gender\n      firstName\n      lastName\n      email\n      phone\n      country\n      state\n      city\n      address\n      marketingConsent\n      marketingConsentWording\n      registeredAt\n      checkedInAt\n      cancelledAt\n      awaitingApproval\n      qrCode\n      calendar {\n        google\n        outlook\n      }\n      deletionRequest {\n        status\n        requestedAt\n        decidedAt\n        declineReason\n      }\n      sessionSeats {\n        ...MySeatFields\n      }\n    }\n  }\n": types.MyRegistrationDocument,
    "\n  query MyRegistrationData($token: String!) {\n    myRegistrationData(token: $token)\n  }\n": types.MyRegistrationDataDocument,
    "\n  mutation CancelMyRegistration($token: String!) {\n    cancelMyRegistration(token: $token) {\n      cancelledAt\n    }\n  }\n": types.CancelMyRegistrationDocument,
    "\n  mutation ResendMyConfirmation($token: String!) {\n    resendMyConfirmation(token: $token)\n  }\n": types.ResendMyConfirmationDocument,
    "\n  mutation RequestMyDataDeletion($token: String!) {\n    requestMyDataDeletion(token: $token) {\n      deletionRequest {\n        status\n      }\n    }\n  }\n": types.RequestMyDataDeletionDocument,
    "\n  fragment MySeatFields on MySessionSeat {\n    state\n    offerExpiresAt\n    placeInLine\n    session {\n      id\n      title\n      titleFr\n      day\n      startTime\n      endTime\n      room\n      roomFr\n      seatsLeft\n    }\n  }\n": types.MySeatFieldsFragmentDoc,
    "\n  mutation BookSessionSeat($token: String!, $sessionId: ID!) {\n    bookSessionSeat(token: $token, sessionId: $sessionId) {\n      ...MySeatFields\n    }\n  }\n": types.BookSessionSeatDocument,
    "\n  mutation GiveUpSessionSeat($token: String!, $sessionId: ID!) {\n    giveUpSessionSeat(token: $token, sessionId: $sessionId) {\n      ...MySeatFields\n    }\n  }\n": types.GiveUpSessionSeatDocument,
    "\n  query MySponsorship($token: String!) {\n    mySponsorship(token: $token) {\n      company\n      packageTitle\n      language\n      canPayByCard\n      bankDetails\n      invoice {\n        id\n        number\n        isOpen\n        isPaid\n        currency\n        description\n        netCents\n        taxes {\n          name\n          basisPoints\n          amountCents\n        }\n        totalText\n        issuedOn\n        dueOn\n        paidAt\n      }\n      creditNotes {\n        id\n        number\n        reason\n        refund\n        refundedAt\n        totalCents\n        currency\n      }\n      vipPasses {\n        code\n        places\n        used\n        usable\n        type {\n          name\n          nameFr\n        }\n        uses {\n          firstName\n          lastName\n          usedAt\n          cancelled\n          checkedIn\n        }\n      }\n    }\n  }\n": types.MySponsorshipDocument,
    "\n  mutation PayInvoiceByCard($token: String!) {\n    payInvoiceByCard(token: $token) {\n      paymentId\n      clientSecret\n    }\n  }\n": types.PayInvoiceByCardDocument,
    "\n  fragment PackageViewFields on SponsorshipPackage {\n    id\n    title\n    rank\n    amountRange\n    advertExpoProgram\n    boothSpace\n    vipPasses\n    brandingPresentation\n    premiumBoothLocation\n    logoOnStageBackdrops\n    speakingSlotAtOpening\n    vipNetworkingAccess\n    logoOnDelegateItems\n    logoOnBannersWebsiteSocial\n    recognitionDuringSessions\n    networkingLoungeAccess\n    pressReleaseMention\n  }\n": types.PackageViewFieldsFragmentDoc,
    "\n  query Programme {\n    site {\n      expoName\n      expoStartDate\n      expoEndDate\n      expoVenue\n      expoTimeZone\n    }\n    programme {\n      id\n      kind\n      title\n      titleFr\n      description\n      descriptionFr\n      day\n      startTime\n      endTime\n      room\n      roomFr\n      link\n      seats\n      seatsLeft\n      speakers {\n        name\n        affiliation\n        photo\n      }\n    }\n  }\n": types.ProgrammeDocument,
    "\n  query SeatOffer($token: String!) {\n    sessionSeatOffer(token: $token) {\n      firstName\n      expiresAt\n      session {\n        id\n        title\n        titleFr\n        day\n        startTime\n        endTime\n        room\n        roomFr\n      }\n    }\n  }\n": types.SeatOfferDocument,
    "\n  mutation AcceptSeatOffer($token: String!) {\n    acceptSessionSeatOffer(token: $token) {\n      session {\n        id\n      }\n    }\n  }\n": types.AcceptSeatOfferDocument,
    "\n  mutation DeclineSeatOffer($token: String!) {\n    declineSessionSeatOffer(token: $token)\n  }\n": types.DeclineSeatOfferDocument,
    "\n  mutation RegisterGroup($input: GroupRegistrationInput!) {\n    registerGroup(input: $input) {\n      attendees {\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n": types.RegisterGroupDocument,
    "\n  mutation RegisterParticipant($input: RegisterParticipantInput!) {\n    registerParticipant(input: $input) {\n      email\n      firstName\n      payment {\n        token\n      }\n    }\n  }\n": types.RegisterParticipantDocument,
    "\n  query RegistrationOrder($token: String!) {\n    registrationOrder(token: $token) {\n      state\n      email\n      firstName\n      expiresAt\n      failure\n      amount {\n        formatted\n      }\n      type {\n        id\n        name\n        nameFr\n      }\n    }\n  }\n": types.RegistrationOrderDocument,
    "\n  mutation PayRegistrationOrder($token: String!) {\n    payRegistrationOrder(token: $token) {\n      paymentId\n      clientSecret\n    }\n  }\n": types.PayRegistrationOrderDocument,
    "\n  mutation ResendParticipantConfirmation($email: String!) {\n    resendParticipantConfirmation(email: $email)\n  }\n": types.ResendParticipantConfirmationDocument,
    "\n  fragment PublicRegistrationType on RegistrationType {\n    id\n    slug\n    name\n    nameFr\n    description\n    descriptionFr\n    days\n    price {\n      amount\n      formatted\n    }\n    placesLeft\n    soldOut\n    saleState\n    salesStartAt\n    isDefault\n    requiresCode\n    requiresApproval\n    questions {\n      ...RegistrationQuestionFields\n    }\n  }\n": types.PublicRegistrationTypeFragmentDoc,
    "\n  fragment RegistrationQuestionFields on RegistrationQuestion {\n    key\n    kind\n    label\n    labelFr\n    required\n    options {\n      value\n      label\n      labelFr\n    }\n  }\n": types.RegistrationQuestionFieldsFragmentDoc,
    "\n  query RegistrationTypes {\n    registrationTypes {\n      ...PublicRegistrationType\n    }\n  }\n": types.RegistrationTypesDocument,
    "\n  query InvitedRegistrationType($ref: ID!) {\n    registrationType(ref: $ref) {\n      ...PublicRegistrationType\n    }\n  }\n": types.InvitedRegistrationTypeDocument,
    "\n  query WaitlistOffer($token: String!) {\n    waitlistOffer(token: $token) {\n      email\n      firstName\n      lastName\n      expiresAt\n      type {\n        ...PublicRegistrationType\n      }\n    }\n  }\n": types.WaitlistOfferDocument,
    "\n  mutation JoinWaitlist($input: JoinWaitlistInput!) {\n    joinWaitlist(input: $input)\n  }\n": types.JoinWaitlistDocument,
    "\n  mutation DeclineWaitlistOffer($token: String!) {\n    declineWaitlistOffer(token: $token)\n  }\n": types.DeclineWaitlistOfferDocument,
    "\n  query AccessCodeCheck($code: String!) {\n    accessCode(code: $code) {\n      code\n      placesLeft\n      type {\n        ...PublicRegistrationType\n      }\n    }\n  }\n": types.AccessCodeCheckDocument,
    "\n  query SponsorshipPackages {\n    site {\n      currency\n    }\n    sponsorshipPackages {\n      ...PackageViewFields\n    }\n  }\n": types.SponsorshipPackagesDocument,
    "\n  mutation ApplyForSponsorship($input: SponsorshipInput!, $logo: Upload) {\n    applyForSponsorship(input: $input, logo: $logo) {\n      id\n      company\n      status\n      package {\n        id\n        title\n      }\n    }\n  }\n": types.ApplyForSponsorshipDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      ...NotificationFields\n    }\n  }\n": types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  fragment NotificationFields on Notification {\n    id\n    kind\n    message\n    bookingId\n    bookingRole\n    read\n    createdAt\n  }\n": types.NotificationFieldsFragmentDoc,
    "\n  query Notifications($page: Int!, $unreadOnly: Boolean) {\n    notifications(page: { page: $page, pageSize: 20 }, unreadOnly: $unreadOnly) {\n      total\n      page\n      pageSize\n      unread\n      items {\n        ...NotificationFields\n      }\n    }\n  }\n": types.NotificationsDocument,
    "\n  query UnreadNotifications {\n    notifications(page: { pageSize: 1 }) {\n      unread\n    }\n  }\n": types.UnreadNotificationsDocument,
    "\n  subscription NotificationEvents {\n    notificationEvents {\n      unread\n      notification {\n        ...NotificationFields\n      }\n    }\n  }\n": types.NotificationEventsDocument,
    "\n  query AddRentalOptions {\n    rentalCategories {\n      id\n      name\n    }\n    me {\n      id\n      country\n      state\n      city\n      address\n    }\n  }\n": types.AddRentalOptionsDocument,
    "\n  mutation CreateTool(\n    $input: ToolInput!\n    $coverImage: Upload\n    $image1: Upload\n    $image2: Upload\n    $image3: Upload\n    $image4: Upload\n  ) {\n    createTool(\n      input: $input\n      coverImage: $coverImage\n      image1: $image1\n      image2: $image2\n      image3: $image3\n      image4: $image4\n    ) {\n      ...ToolDetailsFields\n    }\n  }\n": types.CreateToolDocument,
    "\n  query ToolCalendar($toolId: ID!, $from: DateTimeISO!, $to: DateTimeISO!) {\n    toolCalendar(toolId: $toolId, from: $from, to: $to) {\n      units\n      bookableFrom\n      bookableUntil\n      periods {\n        startsAt\n        endsAt\n        quantity\n      }\n    }\n  }\n": types.ToolCalendarDocument,
    "\n  fragment BookingSettingsFields on BookingSettings {\n    timeZone\n    today\n    holdMinutes\n    requestResponseHours\n    timeSlots {\n      value\n      label\n    }\n  }\n": types.BookingSettingsFieldsFragmentDoc,
    "\n  query BookingQuote($toolId: ID!, $period: PeriodInput!) {\n    bookingQuote(toolId: $toolId, period: $period) {\n      free\n      units\n      startsAt\n      requestDeadline\n      billedMinutes\n      rentalCircle\n      price {\n        amount\n        currency\n        formatted\n      }\n      unitAmount {\n        amount\n        currency\n        formatted\n      }\n      discountPercent\n      fullUnitAmount {\n        amount\n      }\n    }\n  }\n": types.BookingQuoteDocument,
    "\n  query BookingFormTerms($toolId: ID!) {\n    tool(id: $toolId) {\n      id\n      bookingMode\n      deposit {\n        amount\n        currency\n        formatted\n      }\n    }\n  }\n": types.BookingFormTermsDocument,
    "\n  query BookingFormViewer($toolId: ID!) {\n    tool(id: $toolId) {\n      id\n      needsIdVerification\n    }\n  }\n": types.BookingFormViewerDocument,
    "\n  query BookingSummary($toolId: ID!, $period: PeriodInput!) {\n    tool(id: $toolId) {\n      id\n      name\n      price {\n        amount\n        currency\n        formatted\n      }\n      rentalCircle\n      coverImage\n      city\n      timeZone\n      bookingMode\n      deposit {\n        amount\n      }\n    }\n    bookingSettings(toolId: $toolId) {\n      requestResponseHours\n    }\n    bookingQuote(toolId: $toolId, period: $period) {\n      free\n      startsAt\n      billedMinutes\n      rentalCircle\n      unitAmount {\n        amount\n        currency\n        formatted\n      }\n      discountPercent\n      fullUnitAmount {\n        amount\n      }\n      requestDeadline\n      cancellationTerms {\n        policy\n        summary\n        refundDeadlines {\n          percent\n          until\n        }\n      }\n    }\n  }\n": types.BookingSummaryDocument,
    "\n  mutation ConfirmRequest($paymentId: ID!) {\n    confirmPayment(paymentId: $paymentId) {\n      id\n      awaitingCard\n      amount {\n        formatted\n      }\n      bookings {\n        id\n        code\n        status\n        awaitingAnswer\n        paid\n        requestExpiresAt\n        timeZone\n        tool {\n          id\n          name\n        }\n        owner {\n          id\n          firstName\n        }\n      }\n    }\n  }\n": types.ConfirmRequestDocument,
    "\n  mutation RequestBooking($input: AddToCartInput!, $expectedTotal: String) {\n    requestBooking(input: $input, expectedTotal: $expectedTotal) {\n      id\n      awaitingCard\n      clientSecret\n    }\n  }\n": types.RequestBookingDocument,
    "\n  fragment CartFields on Cart {\n    totalQuantity\n    rentalAmount {\n      amount\n      formatted\n    }\n    depositAmount {\n      amount\n      formatted\n    }\n    totalAmount {\n      amount\n      decimal\n      formatted\n    }\n    lines {\n      id\n      startDate\n      startTime\n      endDate\n      endTime\n      quantity\n      price {\n        formatted\n      }\n      billedMinutes\n      unitAmount {\n        formatted\n      }\n      discountPercent\n      total {\n        formatted\n      }\n      deposit {\n        amount\n        formatted\n      }\n      problem\n      cancellationTerms {\n        policy\n        summary\n        refundDeadlines {\n          percent\n          until\n        }\n      }\n      tool {\n        id\n        name\n        rentalCircle\n        coverImage\n        city\n        timeZone\n      }\n    }\n    pendingPayment {\n      paymentId\n      holdExpiresAt\n      amount {\n        formatted\n      }\n      matchesCart\n      toolNames\n    }\n  }\n": types.CartFieldsFragmentDoc,
    "\n  query Cart {\n    cart {\n      ...CartFields\n    }\n  }\n": types.CartDocument,
    "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      ...CartFields\n    }\n  }\n": types.AddToCartDocument,
    "\n  mutation RemoveFromCart($lineId: ID!) {\n    removeFromCart(lineId: $lineId) {\n      ...CartFields\n    }\n  }\n": types.RemoveFromCartDocument,
    "\n  mutation EmptyCart {\n    emptyCart {\n      ...CartFields\n    }\n  }\n": types.EmptyCartDocument,
    "\n  fragment BookingCancellationFields on Booking {\n    id\n    code\n    timeZone\n    viewerRole\n    canCancel\n    canCancelAsOwner\n    tool {\n      id\n      name\n    }\n    renter {\n      id\n      firstName\n    }\n    cancellationQuote {\n      refund {\n        amount\n        decimal\n        formatted\n      }\n      deposit {\n        amount\n        formatted\n      }\n      total {\n        amount\n        formatted\n      }\n      percent\n      changesAt\n      policy\n      summary\n    }\n  }\n": types.BookingCancellationFieldsFragmentDoc,
    "\n  mutation CancelBookingWithQuote($bookingId: ID!, $expectedRefund: String) {\n    cancelBooking(bookingId: $bookingId, expectedRefund: $expectedRefund) {\n      ...BookingPageFields\n    }\n  }\n": types.CancelBookingWithQuoteDocument,
    "\n  mutation CancelBookingAsOwner($bookingId: ID!, $reason: String!) {\n    cancelBookingAsOwner(bookingId: $bookingId, reason: $reason) {\n      ...BookingPageFields\n    }\n  }\n": types.CancelBookingAsOwnerDocument,
    "\n  mutation ConfirmPickup($bookingId: ID!, $code: String!) {\n    confirmPickup(bookingId: $bookingId, code: $code) {\n      ...BookingPageFields\n    }\n  }\n": types.ConfirmPickupDocument,
    "\n  mutation ConfirmReturn($bookingId: ID!) {\n    confirmReturn(bookingId: $bookingId) {\n      ...BookingPageFields\n    }\n  }\n": types.ConfirmReturnDocument,
    "\n  fragment BookingDisputeFields on Booking {\n    id\n    viewerRole\n    timeZone\n    disputeWindowEndsAt\n    damageClaimLimit {\n      amount\n      decimal\n      formatted\n    }\n    canOpenDispute\n    disputes {\n      id\n      kind\n      openedBy\n      status\n      reason\n      claim {\n        formatted\n      }\n      refundToRenter {\n        amount\n        formatted\n      }\n      awardToOwner {\n        amount\n        formatted\n      }\n      decisionNote\n      decidedAt\n      createdAt\n    }\n  }\n": types.BookingDisputeFieldsFragmentDoc,
    "\n  mutation ClaimDamage($bookingId: ID!, $amount: String!, $reason: String!) {\n    claimDamage(bookingId: $bookingId, amount: $amount, reason: $reason) {\n      id\n    }\n  }\n": types.ClaimDamageDocument,
    "\n  mutation OpenDispute($bookingId: ID!, $kind: RenterDisputeKind!, $reason: String!) {\n    openDispute(bookingId: $bookingId, kind: $kind, reason: $reason) {\n      id\n    }\n  }\n": types.OpenDisputeDocument,
    "\n  fragment BookingExtensionFields on Booking {\n    id\n    viewerRole\n    paid\n    canExtend\n    endDate\n    timeZone\n    tool {\n      id\n      name\n    }\n    renter {\n      id\n      firstName\n    }\n    owner {\n      id\n      firstName\n    }\n  }\n": types.BookingExtensionFieldsFragmentDoc,
    "\n  query BookingExtensions($bookingId: ID!, $toolId: ID!) {\n    bookingExtensions(bookingId: $bookingId) {\n      id\n      status\n      open\n      fromEndsAt\n      toEndsAt\n      amount {\n        formatted\n      }\n      billedLength\n      answerBy\n      reason\n      clientSecret\n      canAccept\n      canDecline\n      canWithdraw\n    }\n    bookingSettings(toolId: $toolId) {\n      today\n      timeSlots {\n        value\n        label\n      }\n    }\n  }\n": types.BookingExtensionsDocument,
    "\n  query ExtensionQuote($bookingId: ID!, $input: ExtensionInput!) {\n    extensionQuote(bookingId: $bookingId, input: $input) {\n      endsAt\n      billedLength\n      amount {\n        decimal\n        formatted\n      }\n    }\n  }\n": types.ExtensionQuoteDocument,
    "\n  mutation RequestExtension($bookingId: ID!, $input: ExtensionInput!, $expectedTotal: String) {\n    requestExtension(bookingId: $bookingId, input: $input, expectedTotal: $expectedTotal) {\n      id\n      status\n      clientSecret\n    }\n  }\n": types.RequestExtensionDocument,
    "\n  mutation ConfirmExtension($id: ID!) {\n    confirmExtension(id: $id) {\n      id\n      status\n    }\n  }\n": types.ConfirmExtensionDocument,
    "\n  mutation AcceptExtension($id: ID!) {\n    acceptExtension(id: $id) {\n      id\n      status\n    }\n  }\n": types.AcceptExtensionDocument,
    "\n  mutation DeclineExtension($id: ID!, $reason: String) {\n    declineExtension(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n": types.DeclineExtensionDocument,
    "\n  mutation WithdrawExtension($id: ID!) {\n    withdrawExtension(id: $id) {\n      id\n      status\n    }\n  }\n": types.WithdrawExtensionDocument,
    "\n  query MyBookingSummary {\n    myBookingSummary {\n      asRenter\n      asOwner\n      overdueAsOwner\n    }\n  }\n": types.MyBookingSummaryDocument,
    "\n  fragment BookingConditionPhotoFields on Booking {\n    id\n    viewerRole\n    timeZone\n    conditionPhotoStages\n    conditionPhotos {\n      id\n      stage\n      url\n      note\n      uploadedBy\n      createdAt\n    }\n  }\n": types.BookingConditionPhotoFieldsFragmentDoc,
    "\n  mutation AddConditionPhotos($bookingId: ID!, $stage: HandoverStage!, $images: [Upload!]!, $note: String) {\n    addConditionPhotos(bookingId: $bookingId, stage: $stage, images: $images, note: $note) {\n      id\n    }\n  }\n": types.AddConditionPhotosDocument,
    "\n  fragment BookingNonReturnFields on Booking {\n    id\n    viewerRole\n    overdue\n    notReturned\n    canReportNotReturned\n    nonReturnReportableAt\n    timeZone\n    deposit {\n      amount\n      formatted\n    }\n    tool {\n      id\n      name\n    }\n    renter {\n      id\n      firstName\n    }\n    owner {\n      id\n      firstName\n    }\n  }\n": types.BookingNonReturnFieldsFragmentDoc,
    "\n  mutation ReportNotReturned($bookingId: ID!, $reason: String!) {\n    reportNotReturned(bookingId: $bookingId, reason: $reason) {\n      id\n    }\n  }\n": types.ReportNotReturnedDocument,
    "\n  fragment BookingRequestFields on Booking {\n    id\n    code\n    status\n    viewerRole\n    canAccept\n    canDecline\n    canWithdraw\n    awaitingAnswer\n    requestExpiresAt\n    timeZone\n    amount {\n      amount\n      currency\n      formatted\n    }\n    deposit {\n      amount\n      formatted\n    }\n    tool {\n      id\n      name\n    }\n    renter {\n      id\n      firstName\n    }\n    owner {\n      id\n      firstName\n    }\n  }\n": types.BookingRequestFieldsFragmentDoc,
    "\n  mutation AcceptBookingRequest($bookingId: ID!) {\n    acceptBookingRequest(bookingId: $bookingId) {\n      ...BookingPageFields\n    }\n  }\n": types.AcceptBookingRequestDocument,
    "\n  mutation DeclineBookingRequest($bookingId: ID!, $reason: String) {\n    declineBookingRequest(bookingId: $bookingId, reason: $reason) {\n      ...BookingPageFields\n    }\n  }\n": types.DeclineBookingRequestDocument,
    "\n  mutation WithdrawBookingRequest($bookingId: ID!) {\n    withdrawBookingRequest(bookingId: $bookingId) {\n      ...BookingPageFields\n    }\n  }\n": types.WithdrawBookingRequestDocument,
    "\n  fragment BookingFields on Booking {\n    ...BookingCoreFields\n    viewerRole\n    canConfirmPickup\n    canConfirmReturn\n    canCancel\n    canReview\n    pickupOpensAt\n    paid\n    hasConversation\n    unreadMessages\n    deposit {\n      amount\n      formatted\n    }\n  }\n": types.BookingFieldsFragmentDoc,
    "\n  fragment BookingPageFields on Booking {\n    ...BookingFields\n    ...BookingCancellationFields\n    ...BookingDisputeFields\n    ...BookingConditionPhotoFields\n    ...BookingRequestFields\n    ...BookingNonReturnFields\n    ...BookingExtensionFields\n    lateFee {\n      amount\n      formatted\n    }\n    lateFeeTerms\n    pickupCode\n    pickupQr\n    refund {\n      status\n      rental {\n        amount\n        formatted\n      }\n      deposit {\n        amount\n        formatted\n      }\n      total {\n        formatted\n      }\n      rentalPercent\n      inFull\n    }\n    timeline {\n      transition\n      label\n      actor\n      at\n      note\n    }\n  }\n": types.BookingPageFieldsFragmentDoc,
    "\n  fragment BookingListFields on BookingPage {\n    total\n    page\n    pageSize\n    hasMore\n    items {\n      ...BookingFields\n    }\n  }\n": types.BookingListFieldsFragmentDoc,
    "\n  query MyBookings($page: Int, $search: String, $orderBy: BookingOrder) {\n    myBookings(page: { page: $page, pageSize: 10 }, search: $search, orderBy: $orderBy) {\n      ...BookingListFields\n    }\n  }\n": types.MyBookingsDocument,
    "\n  query MyRentalHistory($page: Int, $search: String, $orderBy: BookingOrder) {\n    myRentalHistory(page: { page: $page, pageSize: 10 }, search: $search, orderBy: $orderBy) {\n      ...BookingListFields\n    }\n  }\n": types.MyRentalHistoryDocument,
    "\n  query Booking($id: ID!) {\n    booking(id: $id) {\n      ...BookingPageFields\n    }\n  }\n": types.BookingDocument,
    "\n  subscription BookingChanged {\n    bookingChanged {\n      ...BookingPageFields\n    }\n  }\n": types.BookingChangedDocument,
    "\n  mutation ConfirmPayment($paymentId: ID!) {\n    confirmPayment(paymentId: $paymentId) {\n      id\n      paid\n      bookings {\n        id\n        code\n        status\n      }\n    }\n  }\n": types.ConfirmPaymentDocument,
    "\n  query PaidBookings($id: ID!) {\n    payment(id: $id) {\n      id\n      status\n      amount {\n        formatted\n      }\n      bookings {\n        ...BookingPeriodFields\n        cancelledAt\n        pickupCode\n        tool {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.PaidBookingsDocument,
    "\n  mutation Checkout($expectedTotal: String) {\n    checkout(expectedTotal: $expectedTotal) {\n      id\n      paid\n      clientSecret\n      amount {\n        amount\n        formatted\n      }\n    }\n  }\n": types.CheckoutDocument,
    "\n  mutation ResumePayment($paymentId: ID!) {\n    resumePayment(paymentId: $paymentId) {\n      id\n      paid\n      clientSecret\n      amount {\n        amount\n        formatted\n      }\n    }\n  }\n": types.ResumePaymentDocument,
    "\n  mutation ReleaseHold($paymentId: ID!) {\n    releaseHold(paymentId: $paymentId) {\n      id\n      paid\n    }\n  }\n": types.ReleaseHoldDocument,
    "\n  fragment ToolCardFields on Tool {\n    id\n    name\n    price {\n      amount\n      currency\n      formatted\n    }\n    rentalCircle\n    itemStatus\n    city\n    coverImage\n    rating\n    ratingCount\n    category {\n      id\n      name\n    }\n    latitude\n    longitude\n    distanceKm\n  }\n": types.ToolCardFieldsFragmentDoc,
    "\n  fragment PayoutAccountFields on PayoutAccount {\n    method\n    accountName\n    bankName\n    accountNumberMasked\n    bankCode\n    stripeConnected\n    stripeDetailsSubmitted\n    stripePayoutsEnabled\n    stripeRequirementsDue\n    onHold\n    payoutsResumeAt\n  }\n": types.PayoutAccountFieldsFragmentDoc,
    "\n  query MyEarnings($bookingsPage: PageInput, $payoutsPage: PageInput, $currency: CurrencyCode) {\n    myEarnings(currency: $currency) {\n      currency\n      currencies\n      pending {\n        amount\n        formatted\n      }\n      available {\n        amount\n        decimal\n        formatted\n      }\n      inTransit {\n        amount\n        formatted\n      }\n      paid {\n        amount\n        formatted\n      }\n      minimumPayout {\n        amount\n        formatted\n      }\n      disputeWindowHours\n      platformFeePercent\n      payoutMethod\n      payoutAccount {\n        ...PayoutAccountFields\n      }\n      bookings(page: $bookingsPage) {\n        total\n        page\n        pageSize\n        items {\n          bookingId\n          bookingCode\n          toolName\n          timeZone\n          amount {\n            formatted\n          }\n          fee {\n            formatted\n          }\n          earning {\n            formatted\n          }\n          status\n          availableFrom\n        }\n      }\n      payouts(page: $payoutsPage) {\n        total\n        page\n        pageSize\n        items {\n          id\n          amount {\n            formatted\n          }\n          status\n          method\n          reference\n          failureMessage\n          createdAt\n          paidAt\n        }\n      }\n    }\n  }\n": types.MyEarningsDocument,
    "\n  mutation SetBankPayoutDetails($input: BankPayoutDetailsInput!, $currentPassword: String!) {\n    setBankPayoutDetails(input: $input, currentPassword: $currentPassword) {\n      ...PayoutAccountFields\n    }\n  }\n": types.SetBankPayoutDetailsDocument,
    "\n  mutation StartStripeOnboarding($currentPassword: String!) {\n    startStripeOnboarding(currentPassword: $currentPassword) {\n      url\n    }\n  }\n": types.StartStripeOnboardingDocument,
    "\n  mutation ConfirmPayoutDetails($currentPassword: String!) {\n    confirmPayoutDetails(currentPassword: $currentPassword) {\n      ...PayoutAccountFields\n    }\n  }\n": types.ConfirmPayoutDetailsDocument,
    "\n  mutation RefreshStripeAccount {\n    refreshStripeAccount {\n      ...PayoutAccountFields\n    }\n  }\n": types.RefreshStripeAccountDocument,
    "\n  mutation RequestPayout($amount: String, $currency: CurrencyCode) {\n    requestPayout(amount: $amount, currency: $currency) {\n      id\n      status\n      method\n      amount {\n        formatted\n      }\n    }\n  }\n": types.RequestPayoutDocument,
    "\n  query PayoutBanks($currency: CurrencyCode) {\n    payoutBanks(currency: $currency) {\n      code\n      name\n    }\n  }\n": types.PayoutBanksDocument,
    "\n  query CheckPaystackPayoutAccount($bankCode: String!, $accountNumber: String!, $currency: CurrencyCode) {\n    checkPaystackPayoutAccount(bankCode: $bankCode, accountNumber: $accountNumber, currency: $currency) {\n      bankCode\n      bankName\n      accountNumber\n      accountName\n    }\n  }\n": types.CheckPaystackPayoutAccountDocument,
    "\n  mutation SetPaystackPayoutAccount(\n    $bankCode: String!\n    $accountNumber: String!\n    $currentPassword: String!\n    $currency: CurrencyCode\n  ) {\n    setPaystackPayoutAccount(\n      bankCode: $bankCode\n      accountNumber: $accountNumber\n      currentPassword: $currentPassword\n      currency: $currency\n    ) {\n      ...PayoutAccountFields\n    }\n  }\n": types.SetPaystackPayoutAccountDocument,
    "\n  query EditTool($id: ID!) {\n    tool(id: $id) {\n      ...ToolDetailsFields\n    }\n    rentalCategories {\n      id\n      name\n    }\n  }\n": types.EditToolDocument,
    "\n  mutation UpdateTool(\n    $id: ID!\n    $input: ToolUpdateInput!\n    $coverImage: Upload\n    $image1: Upload\n    $image2: Upload\n    $image3: Upload\n    $image4: Upload\n    $removeImages: [ImageSlot!]\n  ) {\n    updateTool(\n      id: $id\n      input: $input\n      coverImage: $coverImage\n      image1: $image1\n      image2: $image2\n      image3: $image3\n      image4: $image4\n      removeImages: $removeImages\n    ) {\n      ...ToolDetailsFields\n    }\n  }\n": types.UpdateToolDocument,
    "\n  mutation DeleteTool($id: ID!) {\n    deleteTool(id: $id)\n  }\n": types.DeleteToolDocument,
    "\n  query ToolBlocks($toolId: ID!) {\n    toolBlocks(toolId: $toolId) {\n      id\n      firstDay\n      lastDay\n      startTime\n      endTime\n      units\n      note\n    }\n    bookingSettings(toolId: $toolId) {\n      timeZone\n      today\n      timeSlots {\n        value\n        label\n      }\n    }\n  }\n": types.ToolBlocksDocument,
    "\n  mutation BlockTool($input: BlockToolInput!) {\n    blockTool(input: $input) {\n      id\n    }\n  }\n": types.BlockToolDocument,
    "\n  mutation UnblockTool($id: ID!) {\n    unblockTool(id: $id)\n  }\n": types.UnblockToolDocument,
    "\n  query ToolsForBrowse($filter: ToolBrowseInput!, $orderBy: ToolOrder!, $page: PageInput!) {\n    tools(filter: $filter, orderBy: $orderBy, page: $page) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        ...ToolCardFields\n      }\n    }\n    rentalCategories {\n      id\n      name\n    }\n    bookingSettings {\n      today\n    }\n    site {\n      currencies\n      mapTileUrl\n      mapAttribution\n      mapAttributionUrl\n    }\n  }\n": types.ToolsForBrowseDocument,
    "\n  mutation AskOwner($toolId: ID!, $body: String!, $clientId: String) {\n    askOwner(toolId: $toolId, body: $body, clientId: $clientId) {\n      id\n      conversationId\n    }\n  }\n": types.AskOwnerDocument,
    "\n  query ConversationDetails($id: ID!) {\n    conversationDetails(id: $id) {\n      ...ConversationFields\n    }\n  }\n": types.ConversationDetailsDocument,
    "\n  fragment MessageFields on Message {\n    id\n    conversationId\n    bookingId\n    body\n    clientId\n    createdAt\n    sender {\n      id\n      firstName\n    }\n  }\n": types.MessageFieldsFragmentDoc,
    "\n  query Conversation($bookingId: ID, $conversationId: ID, $page: PageInput) {\n    conversation(bookingId: $bookingId, conversationId: $conversationId, page: $page) {\n      total\n      page\n      pageSize\n      hasMore\n      items {\n        ...MessageFields\n      }\n    }\n  }\n": types.ConversationDocument,
    "\n  mutation SendMessage($bookingId: ID, $conversationId: ID, $body: String!, $clientId: String) {\n    sendMessage(bookingId: $bookingId, conversationId: $conversationId, body: $body, clientId: $clientId) {\n      ...MessageFields\n    }\n  }\n": types.SendMessageDocument,
    "\n  subscription MessageAdded($bookingId: ID, $conversationId: ID) {\n    messageAdded(bookingId: $bookingId, conversationId: $conversationId) {\n      ...MessageFields\n    }\n  }\n": types.MessageAddedDocument,
    "\n  mutation MarkConversationRead($bookingId: ID, $conversationId: ID) {\n    markConversationRead(bookingId: $bookingId, conversationId: $conversationId)\n  }\n": types.MarkConversationReadDocument,
    "\n  fragment ConversationFields on Conversation {\n    id\n    tool {\n      id\n      name\n    }\n    renter {\n      id\n      firstName\n    }\n    owner {\n      id\n      firstName\n    }\n    bookingId\n    bookingCode\n    lastMessage {\n      body\n      senderId\n      createdAt\n    }\n    unread\n  }\n": types.ConversationFieldsFragmentDoc,
    "\n  query Inbox($role: ConversationRole, $page: PageInput) {\n    inbox(role: $role, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...ConversationFields\n      }\n    }\n  }\n": types.InboxDocument,
    "\n  query UnreadMessages {\n    unreadMessages {\n      asRenter\n      asOwner\n      inquiries\n    }\n  }\n": types.UnreadMessagesDocument,
    "\n  subscription UnreadMessagesChanged {\n    unreadMessagesChanged {\n      asRenter\n      asOwner\n      inquiries\n    }\n  }\n": types.UnreadMessagesChangedDocument,
    "\n  mutation SetToolStatus($id: ID!, $status: ItemStatus!) {\n    setToolStatus(id: $id, status: $status) {\n      ...ToolDetailsFields\n    }\n  }\n": types.SetToolStatusDocument,
    "\n  fragment ToolPublicFields on Tool {\n    id\n    name\n    description\n    price {\n      amount\n      currency\n      decimal\n      formatted\n    }\n    rentalCircle\n    units\n    cancellationPolicy\n    cancellationPolicySummary\n    bookingMode\n    requiresIdVerification\n    minRentalLength\n    maxRentalLength\n    bufferHours\n    noticeHours\n    maxAdvanceDays\n    weeklyDiscountPercent\n    monthlyDiscountPercent\n    bookingRules\n    deposit {\n      amount\n      currency\n      decimal\n      formatted\n    }\n    lateFee {\n      amount\n      decimal\n    }\n    lateFeeUnit\n    lateFeeCap {\n      amount\n      decimal\n    }\n    lateFeeTerms\n    itemStatus\n    category {\n      id\n      name\n    }\n    owner {\n      id\n      firstName\n    }\n    country\n    state\n    city\n    coverImage\n    image1\n    image2\n    image3\n    image4\n    rating\n    ratingCount\n    createdAt\n  }\n": types.ToolPublicFieldsFragmentDoc,
    "\n  fragment ToolDetailsFields on Tool {\n    ...ToolPublicFields\n    address\n    pickupLatitude\n    pickupLongitude\n    locationSource\n  }\n": types.ToolDetailsFieldsFragmentDoc,
    "\n  query MyTools($page: Int) {\n    myTools(page: { page: $page, pageSize: 20 }) {\n      total\n      page\n      pageSize\n      hasMore\n      items {\n        ...ToolDetailsFields\n        bookingsCount\n      }\n    }\n  }\n": types.MyToolsDocument,
    "\n  subscription MyToolChanged {\n    myToolChanged {\n      ...ToolDetailsFields\n    }\n  }\n": types.MyToolChangedDocument,
    "\n  query PaymentSettings {\n    paymentSettings {\n      provider\n      publishableKey\n    }\n  }\n": types.PaymentSettingsDocument,
    "\n  query OwnerProfile($id: ID!) {\n    ownerProfile(id: $id) {\n      id\n      firstName\n      memberSince\n      emailVerified\n      idVerified\n      listedTools\n      rating\n      reviewCount\n      responseRate\n      responseMinutes\n      requestsAnswered\n      tools {\n        ...ToolCardFields\n      }\n      reviews(page: { pageSize: 5 }) {\n        total\n        items {\n          id\n          rating\n          comment\n          author {\n            id\n            firstName\n          }\n          createdAt\n        }\n      }\n    }\n  }\n": types.OwnerProfileDocument,
    "\n  query RenterProfile($id: ID!) {\n    renterProfile(id: $id) {\n      id\n      firstName\n      memberSince\n      emailVerified\n      idVerified\n      completedRentals\n      rating\n      reviewCount\n      reviews(page: { pageSize: 10 }) {\n        total\n        items {\n          id\n          rating\n          comment\n          author {\n            id\n            firstName\n          }\n          createdAt\n        }\n      }\n    }\n  }\n": types.RenterProfileDocument,
    "\n  query BookingReview($bookingId: ID!) {\n    bookingReview(bookingId: $bookingId) {\n      canReview\n      otherHasReviewed\n      reviewableUntil\n      review {\n        ...BookingReviewFields\n      }\n      renterReview {\n        ...BookingReviewFields\n      }\n    }\n  }\n": types.BookingReviewDocument,
    "\n  fragment BookingReviewFields on Review {\n    id\n    rating\n    comment\n    createdAt\n    publishedAt\n    editableUntil\n  }\n": types.BookingReviewFieldsFragmentDoc,
    "\n  mutation AddReview($bookingId: ID!, $rating: Int!, $comment: String) {\n    addReview(bookingId: $bookingId, rating: $rating, comment: $comment) {\n      id\n    }\n  }\n": types.AddReviewDocument,
    "\n  mutation UpdateReview($bookingId: ID!, $rating: Int!, $comment: String) {\n    updateReview(bookingId: $bookingId, rating: $rating, comment: $comment) {\n      id\n    }\n  }\n": types.UpdateReviewDocument,
    "\n  query ToolReviews($toolId: ID!, $page: PageInput!) {\n    toolReviews(toolId: $toolId, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        rating\n        comment\n        author {\n          id\n          firstName\n        }\n        createdAt\n      }\n    }\n  }\n": types.ToolReviewsDocument,
    "\n  mutation SaveSearch($filter: ToolBrowseInput!) {\n    saveSearch(filter: $filter) {\n      id\n      label\n    }\n  }\n": types.SaveSearchDocument,
    "\n  query ToolSaved($id: ID!) {\n    tool(id: $id) {\n      id\n      saved\n    }\n  }\n": types.ToolSavedDocument,
    "\n  mutation SaveTool($toolId: ID!, $saved: Boolean!) {\n    saveTool(toolId: $toolId, saved: $saved) {\n      id\n      saved\n    }\n  }\n": types.SaveToolDocument,
    "\n  query SavedTools($page: PageInput) {\n    savedTools(page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...ToolCardFields\n        saved\n      }\n    }\n  }\n": types.SavedToolsDocument,
    "\n  query SavedSearches {\n    savedSearches {\n      id\n      label\n      path\n    }\n  }\n": types.SavedSearchesDocument,
    "\n  mutation DeleteSavedSearch($id: ID!) {\n    deleteSavedSearch(id: $id)\n  }\n": types.DeleteSavedSearchDocument,
    "\n  mutation UnsubscribeSavedSearch($token: String!) {\n    unsubscribeSavedSearch(token: $token)\n  }\n": types.UnsubscribeSavedSearchDocument,
    "\n  query ToolDetails($id: ID!) {\n    tool(id: $id) {\n      ...ToolPublicFields\n      owner {\n        id\n        ownerCancellations\n      }\n    }\n    bookingSettings(toolId: $id) {\n      ...BookingSettingsFields\n    }\n  }\n": types.ToolDetailsDocument,
    "\n  subscription AccountChanged {\n    accountChanged {\n      ...SessionUserFields\n    }\n  }\n": types.AccountChangedDocument,
    "\n  fragment SessionUserFields on User {\n    id\n    nickname\n    firstName\n    lastName\n    email\n    emailVerified\n    role\n    image\n    phone\n    country\n    state\n    city\n    address\n    createdAt\n  }\n": types.SessionUserFieldsFragmentDoc,
    "\n  mutation RefreshSession {\n    refreshSession {\n      accessToken\n      expiresAt\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.RefreshSessionDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation ResendEmailVerification {\n    resendEmailVerification\n  }\n": types.ResendEmailVerificationDocument,
    "\n  fragment BookingPeriodFields on Booking {\n    id\n    code\n    status\n    quantity\n    startDate\n    startTime\n    endDate\n    endTime\n    timeZone\n  }\n": types.BookingPeriodFieldsFragmentDoc,
    "\n  fragment BookingCoreFields on Booking {\n    ...BookingPeriodFields\n    rentalCircle\n    billedMinutes\n    price {\n      amount\n      currency\n      formatted\n    }\n    amount {\n      amount\n      currency\n      formatted\n    }\n    pickupDate\n    returnedAt\n    cancelledAt\n    refundStatus\n    outcomeLabel\n    overdue\n    createdAt\n    tool {\n      id\n      name\n      coverImage\n      city\n      state\n      country\n      address\n      categoryName\n    }\n    renter {\n      id\n      firstName\n      lastName\n    }\n    owner {\n      id\n      firstName\n      lastName\n    }\n  }\n": types.BookingCoreFieldsFragmentDoc,
    "\n  query SiteConfig {\n    site {\n      expoName\n      expoYear\n      expoStartDate\n      expoEndDate\n      expoVenue\n      expoTimeZone\n      marketplaceTimeZone\n      currency\n      localCurrencies {\n        country\n        currency\n      }\n      contactPhone\n      contactEmail\n      contactWebsite\n      facebookUrl\n      instagramUrl\n      xUrl\n      mapTileUrl\n      mapAttribution\n      mapAttributionUrl\n    }\n  }\n": types.SiteConfigDocument,
    "\n  query SiteTimeZones {\n    site {\n      expoTimeZone\n      marketplaceTimeZone\n    }\n  }\n": types.SiteTimeZonesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyApiTokens {\n    myApiTokens {\n      id\n      name\n      prefix\n      scopes\n      expiresAt\n      lastUsedAt\n      revokedAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query MyApiTokens {\n    myApiTokens {\n      id\n      name\n      prefix\n      scopes\n      expiresAt\n      lastUsedAt\n      revokedAt\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($id: ID!, $input: UpdateAccountInput!) {\n    updateAccount(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($id: ID!, $input: UpdateAccountInput!) {\n    updateAccount(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IdentityCheckFields on IdentityCheck {\n    id\n    status\n    documentKind\n    submittedAt\n    decidedAt\n    reason\n    documentUrl\n    selfieUrl\n    documentsDeletedAt\n    documentsKeptUntil\n    waiting\n  }\n"): (typeof documents)["\n  fragment IdentityCheckFields on IdentityCheck {\n    id\n    status\n    documentKind\n    submittedAt\n    decidedAt\n    reason\n    documentUrl\n    selfieUrl\n    documentsDeletedAt\n    documentsKeptUntil\n    waiting\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyIdentityCheck {\n    me {\n      id\n      idVerified\n    }\n    myIdentityCheck {\n      ...IdentityCheckFields\n    }\n  }\n"): (typeof documents)["\n  query MyIdentityCheck {\n    me {\n      id\n      idVerified\n    }\n    myIdentityCheck {\n      ...IdentityCheckFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyLatestIdentityCheck {\n    myIdentityCheck {\n      ...IdentityCheckFields\n    }\n  }\n"): (typeof documents)["\n  query MyLatestIdentityCheck {\n    myIdentityCheck {\n      ...IdentityCheckFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitIdentityCheck($documentKind: IdDocumentKind!, $document: Upload!, $selfie: Upload!) {\n    submitIdentityCheck(documentKind: $documentKind, document: $document, selfie: $selfie) {\n      ...IdentityCheckFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitIdentityCheck($documentKind: IdDocumentKind!, $document: Upload!, $selfie: Upload!) {\n    submitIdentityCheck(documentKind: $documentKind, document: $document, selfie: $selfie) {\n      ...IdentityCheckFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgetMyIdentityDocuments {\n    forgetMyIdentityDocuments {\n      ...IdentityCheckFields\n    }\n  }\n"): (typeof documents)["\n  mutation ForgetMyIdentityDocuments {\n    forgetMyIdentityDocuments {\n      ...IdentityCheckFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestOwnPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestOwnPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($id: ID!, $input: UpdateAccountInput!, $image: Upload, $removeImage: Boolean!) {\n    updateAccount(id: $id, input: $input, image: $image, removeImage: $removeImage) {\n      ...SessionUserFields\n      pendingEmail\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($id: ID!, $input: UpdateAccountInput!, $image: Upload, $removeImage: Boolean!) {\n    updateAccount(id: $id, input: $input, image: $image, removeImage: $removeImage) {\n      ...SessionUserFields\n      pendingEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePendingEmail {\n    me {\n      id\n      pendingEmail\n    }\n  }\n"): (typeof documents)["\n  query ProfilePendingEmail {\n    me {\n      id\n      pendingEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogoutEverywhere {\n    logoutEverywhere\n  }\n"): (typeof documents)["\n  mutation LogoutEverywhere {\n    logoutEverywhere\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccessCodeFields on AccessCode {\n    id\n    code\n    places\n    used\n    placesLeft\n    usable\n    sponsorCompany\n    note\n    validUntil\n    revokedAt\n    createdAt\n    type {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment AccessCodeFields on AccessCode {\n    id\n    code\n    places\n    used\n    placesLeft\n    usable\n    sponsorCompany\n    note\n    validUntil\n    revokedAt\n    createdAt\n    type {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAccessCodes($search: String, $page: PageInput) {\n    site {\n      expoTimeZone\n    }\n    adminAccessCodes(search: $search, page: $page) {\n      total\n      items {\n        ...AccessCodeFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAccessCodes($search: String, $page: PageInput) {\n    site {\n      expoTimeZone\n    }\n    adminAccessCodes(search: $search, page: $page) {\n      total\n      items {\n        ...AccessCodeFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessCodeTypes {\n    adminRegistrationTypes {\n      id\n      name\n      requiresCode\n      sponsorPasses\n    }\n  }\n"): (typeof documents)["\n  query AccessCodeTypes {\n    adminRegistrationTypes {\n      id\n      name\n      requiresCode\n      sponsorPasses\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAccessCode($input: AccessCodeInput!) {\n    createAccessCode(input: $input) {\n      ...AccessCodeFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAccessCode($input: AccessCodeInput!) {\n    createAccessCode(input: $input) {\n      ...AccessCodeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAccessCode($id: ID!) {\n    site {\n      expoTimeZone\n    }\n    adminAccessCode(id: $id) {\n      ...AccessCodeFields\n    }\n    adminAccessCodeUses(codeId: $id) {\n      firstName\n      lastName\n      usedAt\n      cancelled\n      checkedIn\n    }\n  }\n"): (typeof documents)["\n  query AdminAccessCode($id: ID!) {\n    site {\n      expoTimeZone\n    }\n    adminAccessCode(id: $id) {\n      ...AccessCodeFields\n    }\n    adminAccessCodeUses(codeId: $id) {\n      firstName\n      lastName\n      usedAt\n      cancelled\n      checkedIn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAccessCode($id: ID!, $input: AccessCodeChangeInput!) {\n    updateAccessCode(id: $id, input: $input) {\n      ...AccessCodeFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAccessCode($id: ID!, $input: AccessCodeChangeInput!) {\n    updateAccessCode(id: $id, input: $input) {\n      ...AccessCodeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeAccessCode($id: ID!) {\n    revokeAccessCode(id: $id) {\n      ...AccessCodeFields\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeAccessCode($id: ID!) {\n    revokeAccessCode(id: $id) {\n      ...AccessCodeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditEntryFields on AuditEntry {\n    id\n    at\n    actorId\n    actorName\n    action\n    targetType\n    targetId\n    targetLabel\n    reason\n    changes {\n      field\n      before\n      after\n    }\n  }\n"): (typeof documents)["\n  fragment AuditEntryFields on AuditEntry {\n    id\n    at\n    actorId\n    actorName\n    action\n    targetType\n    targetId\n    targetLabel\n    reason\n    changes {\n      field\n      before\n      after\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAuditLog($page: PageInput, $targetType: AuditTargetType, $targetId: ID, $actorId: ID) {\n    adminAuditLog(page: $page, targetType: $targetType, targetId: $targetId, actorId: $actorId) {\n      total\n      items {\n        ...AuditEntryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAuditLog($page: PageInput, $targetType: AuditTargetType, $targetId: ID, $actorId: ID) {\n    adminAuditLog(page: $page, targetType: $targetType, targetId: $targetId, actorId: $actorId) {\n      total\n      items {\n        ...AuditEntryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditAdministrators {\n    adminUsers(role: ADMIN, page: { pageSize: 100 }, orderBy: { field: FIRST_NAME, direction: ASC }) {\n      items {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditAdministrators {\n    adminUsers(role: ADMIN, page: { pageSize: 100 }, orderBy: { field: FIRST_NAME, direction: ASC }) {\n      items {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecordHistory($targetId: ID!) {\n    adminAuditLog(targetId: $targetId, page: { pageSize: 20 }) {\n      total\n      items {\n        ...AuditEntryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecordHistory($targetId: ID!) {\n    adminAuditLog(targetId: $targetId, page: { pageSize: 20 }) {\n      total\n      items {\n        ...AuditEntryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BadgePrintOptions {\n    site {\n      expoStartDate\n      expoEndDate\n    }\n    adminRegistrationTypes {\n      id\n      name\n      days\n    }\n  }\n"): (typeof documents)["\n  query BadgePrintOptions {\n    site {\n      expoStartDate\n      expoEndDate\n    }\n    adminRegistrationTypes {\n      id\n      name\n      days\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BadgePrintCount($filter: BadgePrintFilter) {\n    badgePrintCount(filter: $filter) {\n      matching\n      unprinted\n      limit\n    }\n  }\n"): (typeof documents)["\n  query BadgePrintCount($filter: BadgePrintFilter) {\n    badgePrintCount(filter: $filter) {\n      matching\n      unprinted\n      limit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBookings($page: PageInput, $search: String, $orderBy: BookingOrder, $status: BookingStatus, $toolId: ID) {\n    adminBookings(page: $page, search: $search, orderBy: $orderBy, status: $status, toolId: $toolId) {\n      total\n      items {\n        id\n        code\n        status\n        outcomeLabel\n        overdue\n        price {\n          amount\n          currency\n          formatted\n        }\n        rentalCircle\n        amount {\n          amount\n          currency\n          formatted\n        }\n        pickupDate\n        endDate\n        endTime\n        timeZone\n        tool {\n          id\n          name\n        }\n        renter {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminBookings($page: PageInput, $search: String, $orderBy: BookingOrder, $status: BookingStatus, $toolId: ID) {\n    adminBookings(page: $page, search: $search, orderBy: $orderBy, status: $status, toolId: $toolId) {\n      total\n      items {\n        id\n        code\n        status\n        outcomeLabel\n        overdue\n        price {\n          amount\n          currency\n          formatted\n        }\n        rentalCircle\n        amount {\n          amount\n          currency\n          formatted\n        }\n        pickupDate\n        endDate\n        endTime\n        timeZone\n        tool {\n          id\n          name\n        }\n        renter {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBookingDetails($id: ID!) {\n    booking(id: $id) {\n      ...BookingCoreFields\n      notReturned\n      disputes {\n        id\n        kind\n        status\n      }\n      refund {\n        status\n        rental {\n          amount\n          formatted\n        }\n        deposit {\n          amount\n          formatted\n        }\n        total {\n          formatted\n        }\n        rentalPercent\n        inFull\n      }\n      tool {\n        id\n        image1\n        image2\n        image3\n        image4\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminBookingDetails($id: ID!) {\n    booking(id: $id) {\n      ...BookingCoreFields\n      notReturned\n      disputes {\n        id\n        kind\n        status\n      }\n      refund {\n        status\n        rental {\n          amount\n          formatted\n        }\n        deposit {\n          amount\n          formatted\n        }\n        total {\n          formatted\n        }\n        rentalPercent\n        inFull\n      }\n      tool {\n        id\n        image1\n        image2\n        image3\n        image4\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBookingLedger($id: ID!) {\n    booking(id: $id) {\n      id\n      ledger {\n        entries {\n          id\n          kind\n          amount {\n            amount\n            formatted\n          }\n          key\n          providerRef\n          createdAt\n        }\n        totals {\n          kind\n          amount {\n            amount\n            formatted\n          }\n        }\n        deposit {\n          amount\n          formatted\n        }\n        depositStatus\n        depositSettledAt\n      }\n      conditionPhotos {\n        id\n        stage\n        url\n        note\n        uploadedBy\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminBookingLedger($id: ID!) {\n    booking(id: $id) {\n      id\n      ledger {\n        entries {\n          id\n          kind\n          amount {\n            amount\n            formatted\n          }\n          key\n          providerRef\n          createdAt\n        }\n        totals {\n          kind\n          amount {\n            amount\n            formatted\n          }\n        }\n        deposit {\n          amount\n          formatted\n        }\n        depositStatus\n        depositSettledAt\n      }\n      conditionPhotos {\n        id\n        stage\n        url\n        note\n        uploadedBy\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRentalCategory($name: String!, $image: Upload) {\n    createRentalCategory(name: $name, image: $image) {\n      id\n      name\n      image\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRentalCategory($name: String!, $image: Upload) {\n    createRentalCategory(name: $name, image: $image) {\n      id\n      name\n      image\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRentalCategory($id: ID!) {\n    rentalCategory(id: $id) {\n      id\n      name\n      image\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query AdminRentalCategory($id: ID!) {\n    rentalCategory(id: $id) {\n      id\n      name\n      image\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRentalCategory($id: ID!, $name: String, $image: Upload) {\n    updateRentalCategory(id: $id, name: $name, image: $image) {\n      id\n      name\n      image\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRentalCategory($id: ID!, $name: String, $image: Upload) {\n    updateRentalCategory(id: $id, name: $name, image: $image) {\n      id\n      name\n      image\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRentalCategory($id: ID!) {\n    deleteRentalCategory(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteRentalCategory($id: ID!) {\n    deleteRentalCategory(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRentalCategories {\n    rentalCategories {\n      id\n      name\n      image\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query AdminRentalCategories {\n    rentalCategories {\n      id\n      name\n      image\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskSetup {\n    checkInDays\n    site {\n      expoTimeZone\n    }\n    programme {\n      id\n      title\n      room\n      day\n      startTime\n      endTime\n      seats\n    }\n  }\n"): (typeof documents)["\n  query DeskSetup {\n    checkInDays\n    site {\n      expoTimeZone\n    }\n    programme {\n      id\n      title\n      room\n      day\n      startTime\n      endTime\n      seats\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckInParticipant($idOrCode: String!) {\n    checkInParticipant(idOrCode: $idOrCode) {\n      id\n      firstName\n      lastName\n      registrationCode\n      checkedInAt\n    }\n  }\n"): (typeof documents)["\n  mutation CheckInParticipant($idOrCode: String!) {\n    checkInParticipant(idOrCode: $idOrCode) {\n      id\n      firstName\n      lastName\n      registrationCode\n      checkedInAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskGuestList($day: String!, $sessionId: ID, $after: String) {\n    checkInGuestList(day: $day, sessionId: $sessionId, after: $after, first: 5000) {\n      endCursor\n      total\n      guests {\n        id\n        registrationCode\n        firstName\n        lastName\n        status\n        typeName\n        days\n        admittedAt\n        hasSeat\n        badgePrintedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query DeskGuestList($day: String!, $sessionId: ID, $after: String) {\n    checkInGuestList(day: $day, sessionId: $sessionId, after: $after, first: 5000) {\n      endCursor\n      total\n      guests {\n        id\n        registrationCode\n        firstName\n        lastName\n        status\n        typeName\n        days\n        admittedAt\n        hasSeat\n        badgePrintedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SyncCheckIns($desk: CheckInDeskInput!, $scans: [CheckInScanInput!]!) {\n    syncCheckIns(desk: $desk, scans: $scans) {\n      serverTime\n      results {\n        ...DeskScanResult\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SyncCheckIns($desk: CheckInDeskInput!, $scans: [CheckInScanInput!]!) {\n    syncCheckIns(desk: $desk, scans: $scans) {\n      serverTime\n      results {\n        ...DeskScanResult\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoCheckInScan($id: ID!) {\n    undoCheckInScan(id: $id) {\n      ...DeskScanResult\n    }\n  }\n"): (typeof documents)["\n  mutation UndoCheckInScan($id: ID!) {\n    undoCheckInScan(id: $id) {\n      ...DeskScanResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeskScanResult on CheckInScanResult {\n    id\n    outcome\n    refusal\n    message\n    guest {\n      id\n      registrationCode\n      firstName\n      lastName\n    }\n    first {\n      at\n      deskName\n      entrance\n    }\n  }\n"): (typeof documents)["\n  fragment DeskScanResult on CheckInScanResult {\n    id\n    outcome\n    refusal\n    message\n    guest {\n      id\n      registrationCode\n      firstName\n      lastName\n    }\n    first {\n      at\n      deskName\n      entrance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboard {\n    site {\n      expoYear\n    }\n    adminDashboard {\n      users\n      participants\n      sponsors\n      sponsorsAwaitingReview\n      checkedIn\n      bookings\n      bookingsInProgress\n      bookingsOverdue\n      moneyByCurrency {\n        currency\n        revenue {\n          formatted\n        }\n        platformFees {\n          formatted\n        }\n        depositsHeld {\n          formatted\n        }\n        payoutsDue {\n          formatted\n        }\n      }\n      openDisputes\n      mailQueued\n      mailFailed\n      oldestQueuedMailAt\n      registrationsPerDay {\n        day\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboard {\n    site {\n      expoYear\n    }\n    adminDashboard {\n      users\n      participants\n      sponsors\n      sponsorsAwaitingReview\n      checkedIn\n      bookings\n      bookingsInProgress\n      bookingsOverdue\n      moneyByCurrency {\n        currency\n        revenue {\n          formatted\n        }\n        platformFees {\n          formatted\n        }\n        depositsHeld {\n          formatted\n        }\n        payoutsDue {\n          formatted\n        }\n      }\n      openDisputes\n      mailQueued\n      mailFailed\n      oldestQueuedMailAt\n      registrationsPerDay {\n        day\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoorDays {\n    checkInDays\n    site {\n      expoTimeZone\n    }\n  }\n"): (typeof documents)["\n  query DoorDays {\n    checkInDays\n    site {\n      expoTimeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoorCounts($day: String!) {\n    checkInCounts(day: $day) {\n      day\n      inside\n      expected\n      entrances {\n        entrance\n        total\n        perMinute {\n          minute\n          count\n        }\n      }\n      desks {\n        id\n        name\n        entrance\n        sessionTitle\n        lastSyncAt\n        admitted\n      }\n    }\n  }\n"): (typeof documents)["\n  query DoorCounts($day: String!) {\n    checkInCounts(day: $day) {\n      day\n      inside\n      expected\n      entrances {\n        entrance\n        total\n        perMinute {\n          minute\n          count\n        }\n      }\n      desks {\n        id\n        name\n        entrance\n        sessionTitle\n        lastSyncAt\n        admitted\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDispute($id: ID!) {\n    dispute(id: $id) {\n      id\n      bookingId\n      bookingCode\n      toolName\n      timeZone\n      kind\n      status\n      openedBy\n      reason\n      createdAt\n      decidedAt\n      decisionNote\n      returnedAt\n      claim {\n        formatted\n      }\n      amount {\n        formatted\n      }\n      deposit {\n        amount\n        formatted\n      }\n      refundToRenter {\n        formatted\n      }\n      awardToOwner {\n        formatted\n      }\n      renter {\n        id\n        firstName\n        lastName\n      }\n      owner {\n        id\n        firstName\n        lastName\n      }\n      refundLimit {\n        decimal\n        formatted\n      }\n      awardLimit {\n        amount\n        decimal\n        formatted\n      }\n      depositToSettle {\n        amount\n        formatted\n      }\n      canDecide\n      timeline {\n        transition\n        label\n        actor\n        at\n        note\n      }\n      messages {\n        id\n        body\n        at\n        sender {\n          id\n          firstName\n          lastName\n        }\n      }\n      photos {\n        id\n        stage\n        uploadedBy\n        url\n        note\n        at\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDispute($id: ID!) {\n    dispute(id: $id) {\n      id\n      bookingId\n      bookingCode\n      toolName\n      timeZone\n      kind\n      status\n      openedBy\n      reason\n      createdAt\n      decidedAt\n      decisionNote\n      returnedAt\n      claim {\n        formatted\n      }\n      amount {\n        formatted\n      }\n      deposit {\n        amount\n        formatted\n      }\n      refundToRenter {\n        formatted\n      }\n      awardToOwner {\n        formatted\n      }\n      renter {\n        id\n        firstName\n        lastName\n      }\n      owner {\n        id\n        firstName\n        lastName\n      }\n      refundLimit {\n        decimal\n        formatted\n      }\n      awardLimit {\n        amount\n        decimal\n        formatted\n      }\n      depositToSettle {\n        amount\n        formatted\n      }\n      canDecide\n      timeline {\n        transition\n        label\n        actor\n        at\n        note\n      }\n      messages {\n        id\n        body\n        at\n        sender {\n          id\n          firstName\n          lastName\n        }\n      }\n      photos {\n        id\n        stage\n        uploadedBy\n        url\n        note\n        at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideDispute($disputeId: ID!, $refundToRenter: String!, $awardToOwner: String!, $note: String!) {\n    decideDispute(disputeId: $disputeId, refundToRenter: $refundToRenter, awardToOwner: $awardToOwner, note: $note) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation DecideDispute($disputeId: ID!, $refundToRenter: String!, $awardToOwner: String!, $note: String!) {\n    decideDispute(disputeId: $disputeId, refundToRenter: $refundToRenter, awardToOwner: $awardToOwner, note: $note) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DismissDispute($disputeId: ID!, $note: String!) {\n    dismissDispute(disputeId: $disputeId, note: $note) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation DismissDispute($disputeId: ID!, $note: String!) {\n    dismissDispute(disputeId: $disputeId, note: $note) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDisputes($page: PageInput, $status: DisputeStatus) {\n    disputes(page: $page, status: $status) {\n      total\n      items {\n        id\n        kind\n        status\n        openedBy\n        bookingCode\n        toolName\n        timeZone\n        createdAt\n        claim {\n          formatted\n        }\n        deposit {\n          formatted\n        }\n        renter {\n          id\n          firstName\n          lastName\n        }\n        owner {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDisputes($page: PageInput, $status: DisputeStatus) {\n    disputes(page: $page, status: $status) {\n      total\n      items {\n        id\n        kind\n        status\n        openedBy\n        bookingCode\n        toolName\n        timeZone\n        createdAt\n        claim {\n          formatted\n        }\n        deposit {\n          formatted\n        }\n        renter {\n          id\n          firstName\n          lastName\n        }\n        owner {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateExhibitor($input: ExhibitorInput!, $logo: Upload) {\n    createExhibitor(input: $input, logo: $logo) {\n      ...ExhibitorFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateExhibitor($input: ExhibitorInput!, $logo: Upload) {\n    createExhibitor(input: $input, logo: $logo) {\n      ...ExhibitorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminExhibitor($id: ID!) {\n    exhibitor(id: $id) {\n      ...ExhibitorFields\n    }\n  }\n"): (typeof documents)["\n  query AdminExhibitor($id: ID!) {\n    exhibitor(id: $id) {\n      ...ExhibitorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateExhibitor($id: ID!, $input: ExhibitorInput!, $logo: Upload) {\n    updateExhibitor(id: $id, input: $input, logo: $logo) {\n      ...ExhibitorFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateExhibitor($id: ID!, $input: ExhibitorInput!, $logo: Upload) {\n    updateExhibitor(id: $id, input: $input, logo: $logo) {\n      ...ExhibitorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteExhibitor($id: ID!) {\n    deleteExhibitor(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteExhibitor($id: ID!) {\n    deleteExhibitor(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminExhibitorDirectory {\n    exhibitors {\n      id\n      exhibitorId\n      sponsorId\n      company\n      website\n      booth\n      category\n      sponsorTier {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminExhibitorDirectory {\n    exhibitors {\n      id\n      exhibitorId\n      sponsorId\n      company\n      website\n      booth\n      category\n      sponsorTier {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApprovedSponsors {\n    sponsorWall {\n      package {\n        id\n        title\n      }\n      sponsors {\n        id\n        company\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApprovedSponsors {\n    sponsorWall {\n      package {\n        id\n        title\n      }\n      sponsors {\n        id\n        company\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ExhibitorFields on Exhibitor {\n    id\n    company\n    description\n    descriptionFr\n    website\n    booth\n    category\n    logo\n    sponsorId\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ExhibitorFields on Exhibitor {\n    id\n    company\n    description\n    descriptionFr\n    website\n    booth\n    category\n    logo\n    sponsorId\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminIdentityChecks($status: IdentityCheckStatus, $page: PageInput) {\n    adminPendingIdentityChecks\n    adminIdentityChecks(status: $status, page: $page) {\n      total\n      items {\n        id\n        userId\n        name\n        email\n        status\n        documentKind\n        submittedAt\n        decidedAt\n        decidedBy\n        reason\n        documentUrl\n        selfieUrl\n        documentsDeletedAt\n        canDecide\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminIdentityChecks($status: IdentityCheckStatus, $page: PageInput) {\n    adminPendingIdentityChecks\n    adminIdentityChecks(status: $status, page: $page) {\n      total\n      items {\n        id\n        userId\n        name\n        email\n        status\n        documentKind\n        submittedAt\n        decidedAt\n        decidedBy\n        reason\n        documentUrl\n        selfieUrl\n        documentsDeletedAt\n        canDecide\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveIdentityCheck($id: ID!) {\n    approveIdentityCheck(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveIdentityCheck($id: ID!) {\n    approveIdentityCheck(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectIdentityCheck($id: ID!, $reason: String!) {\n    rejectIdentityCheck(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RejectIdentityCheck($id: ID!, $reason: String!) {\n    rejectIdentityCheck(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPendingIdentityChecks {\n    adminPendingIdentityChecks\n  }\n"): (typeof documents)["\n  query AdminPendingIdentityChecks {\n    adminPendingIdentityChecks\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContactMessageRepliesFields on ContactMessage {\n    replies {\n      id\n      authorName\n      subject\n      body\n      outboxId\n      deliveryStatus\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment ContactMessageRepliesFields on ContactMessage {\n    replies {\n      id\n      authorName\n      subject\n      body\n      outboxId\n      deliveryStatus\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminContactMessage($id: ID!) {\n    adminContactMessage(id: $id) {\n      ...ContactMessageRowFields\n      ...ContactMessageRepliesFields\n    }\n  }\n"): (typeof documents)["\n  query AdminContactMessage($id: ID!) {\n    adminContactMessage(id: $id) {\n      ...ContactMessageRowFields\n      ...ContactMessageRepliesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkContactMessageRead($id: ID!, $read: Boolean!) {\n    markContactMessageRead(id: $id, read: $read) {\n      id\n      readAt\n    }\n  }\n"): (typeof documents)["\n  mutation MarkContactMessageRead($id: ID!, $read: Boolean!) {\n    markContactMessageRead(id: $id, read: $read) {\n      id\n      readAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetContactMessageHandled($id: ID!, $handled: Boolean!) {\n    setContactMessageHandled(id: $id, handled: $handled) {\n      id\n      readAt\n      handledAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetContactMessageHandled($id: ID!, $handled: Boolean!) {\n    setContactMessageHandled(id: $id, handled: $handled) {\n      id\n      readAt\n      handledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplyToContactMessage($id: ID!, $input: ContactReplyInput!) {\n    replyToContactMessage(id: $id, input: $input) {\n      id\n      readAt\n      repliedAt\n      ...ContactMessageRepliesFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReplyToContactMessage($id: ID!, $input: ContactReplyInput!) {\n    replyToContactMessage(id: $id, input: $input) {\n      id\n      readAt\n      repliedAt\n      ...ContactMessageRepliesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContactMessageRowFields on ContactMessage {\n    id\n    name\n    email\n    message\n    readAt\n    handledAt\n    repliedAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ContactMessageRowFields on ContactMessage {\n    id\n    name\n    email\n    message\n    readAt\n    handledAt\n    repliedAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminContactMessages(\n    $page: PageInput\n    $search: String\n    $orderBy: ContactMessageOrder\n    $state: ContactMessageState\n  ) {\n    adminContactMessages(page: $page, search: $search, orderBy: $orderBy, state: $state) {\n      total\n      items {\n        ...ContactMessageRowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminContactMessages(\n    $page: PageInput\n    $search: String\n    $orderBy: ContactMessageOrder\n    $state: ContactMessageState\n  ) {\n    adminContactMessages(page: $page, search: $search, orderBy: $orderBy, state: $state) {\n      total\n      items {\n        ...ContactMessageRowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUnreadContactMessages {\n    adminUnreadContactMessages\n  }\n"): (typeof documents)["\n  query AdminUnreadContactMessages {\n    adminUnreadContactMessages\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceSettingsFields on InvoiceSettings {\n    legalName\n    address\n    taxNumber\n    bankDetails\n    invoicePrefix\n    paymentTermsDays\n    reminderDaysBefore\n    taxLines {\n      name\n      basisPoints\n    }\n    paidSponsorsOnly\n  }\n"): (typeof documents)["\n  fragment InvoiceSettingsFields on InvoiceSettings {\n    legalName\n    address\n    taxNumber\n    bankDetails\n    invoicePrefix\n    paymentTermsDays\n    reminderDaysBefore\n    taxLines {\n      name\n      basisPoints\n    }\n    paidSponsorsOnly\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoicingSettings {\n    invoiceSettings {\n      ...InvoiceSettingsFields\n    }\n    sponsorshipPackages {\n      id\n      title\n      priceCents\n      currency\n    }\n    site {\n      currency\n      currencies\n    }\n  }\n"): (typeof documents)["\n  query InvoicingSettings {\n    invoiceSettings {\n      ...InvoiceSettingsFields\n    }\n    sponsorshipPackages {\n      id\n      title\n      priceCents\n      currency\n    }\n    site {\n      currency\n      currencies\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInvoiceSettings($input: InvoiceSettingsInput!) {\n    updateInvoiceSettings(input: $input) {\n      ...InvoiceSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateInvoiceSettings($input: InvoiceSettingsInput!) {\n    updateInvoiceSettings(input: $input) {\n      ...InvoiceSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSponsorshipPackagePrice($id: ID!, $priceCents: Int, $currency: CurrencyCode) {\n    setSponsorshipPackagePrice(id: $id, priceCents: $priceCents, currency: $currency) {\n      id\n      priceCents\n      currency\n    }\n  }\n"): (typeof documents)["\n  mutation SetSponsorshipPackagePrice($id: ID!, $priceCents: Int, $currency: CurrencyCode) {\n    setSponsorshipPackagePrice(id: $id, priceCents: $priceCents, currency: $currency) {\n      id\n      priceCents\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SponsorInvoices($sponsorId: ID!) {\n    sponsorInvoices(sponsorId: $sponsorId) {\n      ...SponsorInvoiceFields\n    }\n    invoiceSettings {\n      paymentTermsDays\n    }\n    site {\n      currency\n      currencies\n    }\n  }\n"): (typeof documents)["\n  query SponsorInvoices($sponsorId: ID!) {\n    sponsorInvoices(sponsorId: $sponsorId) {\n      ...SponsorInvoiceFields\n    }\n    invoiceSettings {\n      paymentTermsDays\n    }\n    site {\n      currency\n      currencies\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SponsorInvoiceFields on SponsorInvoice {\n    id\n    number\n    status\n    statusLabel\n    isOpen\n    isPaid\n    currency\n    description\n    netCents\n    taxes {\n      name\n      basisPoints\n      amountCents\n    }\n    totalCents\n    totalText\n    issuedOn\n    dueOn\n    paidAt\n    paymentReference\n  }\n"): (typeof documents)["\n  fragment SponsorInvoiceFields on SponsorInvoice {\n    id\n    number\n    status\n    statusLabel\n    isOpen\n    isPaid\n    currency\n    description\n    netCents\n    taxes {\n      name\n      basisPoints\n      amountCents\n    }\n    totalCents\n    totalText\n    issuedOn\n    dueOn\n    paidAt\n    paymentReference\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoiceCreditNote($invoiceId: ID!) {\n    invoiceCreditNote(invoiceId: $invoiceId) {\n      id\n      number\n      reason\n      issuedOn\n      refund\n      refundedAt\n      totalCents\n      currency\n    }\n  }\n"): (typeof documents)["\n  query InvoiceCreditNote($invoiceId: ID!) {\n    invoiceCreditNote(invoiceId: $invoiceId) {\n      id\n      number\n      reason\n      issuedOn\n      refund\n      refundedAt\n      totalCents\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IssueSponsorInvoice($sponsorId: ID!, $input: IssueInvoiceInput) {\n    issueSponsorInvoice(sponsorId: $sponsorId, input: $input) {\n      ...SponsorInvoiceFields\n    }\n  }\n"): (typeof documents)["\n  mutation IssueSponsorInvoice($sponsorId: ID!, $input: IssueInvoiceInput) {\n    issueSponsorInvoice(sponsorId: $sponsorId, input: $input) {\n      ...SponsorInvoiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkInvoicePaid($id: ID!, $reference: String!) {\n    markInvoicePaid(id: $id, reference: $reference) {\n      ...SponsorInvoiceFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarkInvoicePaid($id: ID!, $reference: String!) {\n    markInvoicePaid(id: $id, reference: $reference) {\n      ...SponsorInvoiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreditInvoice($id: ID!, $reason: String!) {\n    creditInvoice(id: $id, reason: $reason) {\n      id\n      number\n    }\n  }\n"): (typeof documents)["\n  mutation CreditInvoice($id: ID!, $reason: String!) {\n    creditInvoice(id: $id, reason: $reason) {\n      id\n      number\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailCampaignProgress($id: ID!) {\n    mailCampaign(id: $id) {\n      campaign {\n        id\n        subject\n        message\n        audienceLabel\n        recipientCount\n        suppressedCount\n        createdAt\n        dispatchedAt\n      }\n      status\n      pending\n      queued\n      sent\n      stored\n      failed\n      failedRecipients {\n        email\n        error\n      }\n    }\n  }\n"): (typeof documents)["\n  query MailCampaignProgress($id: ID!) {\n    mailCampaign(id: $id) {\n      campaign {\n        id\n        subject\n        message\n        audienceLabel\n        recipientCount\n        suppressedCount\n        createdAt\n        dispatchedAt\n      }\n      status\n      pending\n      queued\n      sent\n      stored\n      failed\n      failedRecipients {\n        email\n        error\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryGroupMailFailures($id: ID!) {\n    retryGroupMailFailures(id: $id)\n  }\n"): (typeof documents)["\n  mutation RetryGroupMailFailures($id: ID!) {\n    retryGroupMailFailures(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SendEmailSite {\n    site {\n      expoYear\n    }\n  }\n"): (typeof documents)["\n  query SendEmailSite {\n    site {\n      expoYear\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailAudienceCount($audience: Audience!) {\n    mailAudienceCount(audience: $audience) {\n      recipients\n      suppressed\n    }\n  }\n"): (typeof documents)["\n  query MailAudienceCount($audience: Audience!) {\n    mailAudienceCount(audience: $audience) {\n      recipients\n      suppressed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailPreview($subject: String!, $message: String!) {\n    mailPreview(subject: $subject, message: $message) {\n      subject\n      text\n      viewPass\n    }\n  }\n"): (typeof documents)["\n  query MailPreview($subject: String!, $message: String!) {\n    mailPreview(subject: $subject, message: $message) {\n      subject\n      text\n      viewPass\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTestMail($subject: String!, $message: String!) {\n    sendTestMail(subject: $subject, message: $message)\n  }\n"): (typeof documents)["\n  mutation SendTestMail($subject: String!, $message: String!) {\n    sendTestMail(subject: $subject, message: $message)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendGroupMail($audience: Audience!, $subject: String!, $message: String!) {\n    sendGroupMail(audience: $audience, subject: $subject, message: $message) {\n      id\n      recipientCount\n    }\n  }\n"): (typeof documents)["\n  mutation SendGroupMail($audience: Audience!, $subject: String!, $message: String!) {\n    sendGroupMail(audience: $audience, subject: $subject, message: $message) {\n      id\n      recipientCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailCampaigns($page: PageInput) {\n    mailCampaigns(page: $page) {\n      total\n      items {\n        id\n        subject\n        audienceLabel\n        recipientCount\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query MailCampaigns($page: PageInput) {\n    mailCampaigns(page: $page) {\n      total\n      items {\n        id\n        subject\n        audienceLabel\n        recipientCount\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOutboxMessage($id: ID!) {\n    adminOutboxMessage(id: $id) {\n      ...OutboxMessageRowFields\n      sentAt\n      text\n      htmlUrl\n      attachments {\n        filename\n        contentType\n        size\n        inline\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOutboxMessage($id: ID!) {\n    adminOutboxMessage(id: $id) {\n      ...OutboxMessageRowFields\n      sentAt\n      text\n      htmlUrl\n      attachments {\n        filename\n        contentType\n        size\n        inline\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendOutboxMessage($id: ID!) {\n    resendOutboxMessage(id: $id) {\n      ...OutboxMessageRowFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResendOutboxMessage($id: ID!) {\n    resendOutboxMessage(id: $id) {\n      ...OutboxMessageRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OutboxMessageRowFields on OutboxMessage {\n    id\n    to\n    subject\n    template\n    status\n    attempts\n    lastError\n    createdAt\n  }\n"): (typeof documents)["\n  fragment OutboxMessageRowFields on OutboxMessage {\n    id\n    to\n    subject\n    template\n    status\n    attempts\n    lastError\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOutbox($page: PageInput, $search: String, $orderBy: OutboxOrder, $status: OutboxStatus) {\n    adminOutbox(page: $page, search: $search, orderBy: $orderBy, status: $status) {\n      total\n      items {\n        ...OutboxMessageRowFields\n      }\n    }\n    failed: adminOutbox(status: FAILED, page: { pageSize: 1 }) {\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdminOutbox($page: PageInput, $search: String, $orderBy: OutboxOrder, $status: OutboxStatus) {\n    adminOutbox(page: $page, search: $search, orderBy: $orderBy, status: $status) {\n      total\n      items {\n        ...OutboxMessageRowFields\n      }\n    }\n    failed: adminOutbox(status: FAILED, page: { pageSize: 1 }) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendFailedOutboxMessages {\n    resendFailedOutboxMessages\n  }\n"): (typeof documents)["\n  mutation ResendFailedOutboxMessages {\n    resendFailedOutboxMessages\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminParticipantRowFields on AdminParticipant {\n    id\n    registrationCode\n    firstName\n    lastName\n    email\n    phone\n    country\n    state\n    city\n    address\n    checkedInAt\n    status\n  }\n"): (typeof documents)["\n  fragment AdminParticipantRowFields on AdminParticipant {\n    id\n    registrationCode\n    firstName\n    lastName\n    email\n    phone\n    country\n    state\n    city\n    address\n    checkedInAt\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminParticipants(\n    $page: PageInput\n    $search: String\n    $orderBy: ParticipantOrder\n    $country: String\n    $checkedIn: Boolean\n    $status: ParticipantStatus\n  ) {\n    adminParticipants(\n      page: $page\n      search: $search\n      orderBy: $orderBy\n      country: $country\n      checkedIn: $checkedIn\n      status: $status\n    ) {\n      total\n      items {\n        ...AdminParticipantRowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminParticipants(\n    $page: PageInput\n    $search: String\n    $orderBy: ParticipantOrder\n    $country: String\n    $checkedIn: Boolean\n    $status: ParticipantStatus\n  ) {\n    adminParticipants(\n      page: $page\n      search: $search\n      orderBy: $orderBy\n      country: $country\n      checkedIn: $checkedIn\n      status: $status\n    ) {\n      total\n      items {\n        ...AdminParticipantRowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParticipantConsents($id: ID!) {\n    adminParticipant(id: $id) {\n      id\n      consents {\n        id\n        kind\n        granted\n        wording\n        source\n        at\n      }\n    }\n  }\n"): (typeof documents)["\n  query ParticipantConsents($id: ID!) {\n    adminParticipant(id: $id) {\n      id\n      consents {\n        id\n        kind\n        granted\n        wording\n        source\n        at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminParticipantDetails($id: ID!) {\n    adminParticipant(id: $id) {\n      ...AdminParticipantRowFields\n      year\n      title\n      gender\n      marketingConsent\n      language\n      confirmationSentAt\n      cancelledAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AdminParticipantDetails($id: ID!) {\n    adminParticipant(id: $id) {\n      ...AdminParticipantRowFields\n      year\n      title\n      gender\n      marketingConsent\n      language\n      confirmationSentAt\n      cancelledAt\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelParticipant($id: ID!, $reason: String!) {\n    cancelParticipant(id: $id, reason: $reason) {\n      id\n      status\n      cancelledAt\n    }\n  }\n"): (typeof documents)["\n  mutation CancelParticipant($id: ID!, $reason: String!) {\n    cancelParticipant(id: $id, reason: $reason) {\n      id\n      status\n      cancelledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveParticipant($id: ID!, $reason: String) {\n    approveParticipant(id: $id, reason: $reason) {\n      id\n      status\n      cancelledAt\n      confirmationSentAt\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveParticipant($id: ID!, $reason: String) {\n    approveParticipant(id: $id, reason: $reason) {\n      id\n      status\n      cancelledAt\n      confirmationSentAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineParticipant($id: ID!, $reason: String!) {\n    declineParticipant(id: $id, reason: $reason) {\n      id\n      status\n      cancelledAt\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineParticipant($id: ID!, $reason: String!) {\n    declineParticipant(id: $id, reason: $reason) {\n      id\n      status\n      cancelledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReinstateParticipant($id: ID!, $reason: String!) {\n    reinstateParticipant(id: $id, reason: $reason) {\n      id\n      status\n      cancelledAt\n    }\n  }\n"): (typeof documents)["\n  mutation ReinstateParticipant($id: ID!, $reason: String!) {\n    reinstateParticipant(id: $id, reason: $reason) {\n      id\n      status\n      cancelledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteParticipant($id: ID!, $reason: String!) {\n    deleteParticipant(id: $id, reason: $reason)\n  }\n"): (typeof documents)["\n  mutation DeleteParticipant($id: ID!, $reason: String!) {\n    deleteParticipant(id: $id, reason: $reason)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminResendParticipantConfirmation($id: ID!, $reason: String!) {\n    adminResendParticipantConfirmation(id: $id, reason: $reason) {\n      id\n      confirmationSentAt\n    }\n  }\n"): (typeof documents)["\n  mutation AdminResendParticipantConfirmation($id: ID!, $reason: String!) {\n    adminResendParticipantConfirmation(id: $id, reason: $reason) {\n      id\n      confirmationSentAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateParticipant($id: ID!, $input: ParticipantCorrectionInput!, $reason: String!) {\n    updateParticipant(id: $id, input: $input, reason: $reason) {\n      ...AdminParticipantRowFields\n      title\n      gender\n      language\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateParticipant($id: ID!, $input: ParticipantCorrectionInput!, $reason: String!) {\n    updateParticipant(id: $id, input: $input, reason: $reason) {\n      ...AdminParticipantRowFields\n      title\n      gender\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParticipantGroup($id: ID!) {\n    adminParticipant(id: $id) {\n      id\n      group {\n        id\n        company\n        contactName\n        contactEmail\n        contactPhone\n        size\n        createdAt\n        members {\n          id\n          firstName\n          lastName\n          registrationCode\n          status\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ParticipantGroup($id: ID!) {\n    adminParticipant(id: $id) {\n      id\n      group {\n        id\n        company\n        contactName\n        contactEmail\n        contactPhone\n        size\n        createdAt\n        members {\n          id\n          firstName\n          lastName\n          registrationCode\n          status\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayoutQueue($page: PageInput, $status: PayoutStatus) {\n    payoutQueue(page: $page, status: $status) {\n      total\n      page\n      pageSize\n      items {\n        id\n        status\n        method\n        amount {\n          formatted\n        }\n        reference\n        failureMessage\n        createdAt\n        paidAt\n        ownerName\n        ownerEmail\n        accountName\n        bankName\n        accountNumber\n        bankCode\n        stripeAccountId\n        awaitsBankTransfer\n        transferUnderWay\n      }\n    }\n  }\n"): (typeof documents)["\n  query PayoutQueue($page: PageInput, $status: PayoutStatus) {\n    payoutQueue(page: $page, status: $status) {\n      total\n      page\n      pageSize\n      items {\n        id\n        status\n        method\n        amount {\n          formatted\n        }\n        reference\n        failureMessage\n        createdAt\n        paidAt\n        ownerName\n        ownerEmail\n        accountName\n        bankName\n        accountNumber\n        bankCode\n        stripeAccountId\n        awaitsBankTransfer\n        transferUnderWay\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkPayoutPaid($payoutId: ID!, $reference: String!) {\n    markPayoutPaid(payoutId: $payoutId, reference: $reference) {\n      id\n      status\n      reference\n      paidAt\n    }\n  }\n"): (typeof documents)["\n  mutation MarkPayoutPaid($payoutId: ID!, $reference: String!) {\n    markPayoutPaid(payoutId: $payoutId, reference: $reference) {\n      id\n      status\n      reference\n      paidAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkPayoutFailed($payoutId: ID!, $reason: String!) {\n    markPayoutFailed(payoutId: $payoutId, reason: $reason) {\n      id\n      status\n      failureMessage\n    }\n  }\n"): (typeof documents)["\n  mutation MarkPayoutFailed($payoutId: ID!, $reason: String!) {\n    markPayoutFailed(payoutId: $payoutId, reason: $reason) {\n      id\n      status\n      failureMessage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPrivacyRequests($status: PrivacyRequestStatus, $page: PageInput) {\n    adminPendingPrivacyRequests\n    adminPrivacyRequests(status: $status, page: $page) {\n      total\n      items {\n        id\n        status\n        participantId\n        registrationCode\n        name\n        email\n        requestedAt\n        decidedAt\n        decidedBy\n        declineReason\n      }\n    }\n    adminPastEditions {\n      beforeYear\n      participants\n      sponsors\n      years\n    }\n  }\n"): (typeof documents)["\n  query AdminPrivacyRequests($status: PrivacyRequestStatus, $page: PageInput) {\n    adminPendingPrivacyRequests\n    adminPrivacyRequests(status: $status, page: $page) {\n      total\n      items {\n        id\n        status\n        participantId\n        registrationCode\n        name\n        email\n        requestedAt\n        decidedAt\n        decidedBy\n        declineReason\n      }\n    }\n    adminPastEditions {\n      beforeYear\n      participants\n      sponsors\n      years\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompletePrivacyRequest($id: ID!) {\n    completePrivacyRequest(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CompletePrivacyRequest($id: ID!) {\n    completePrivacyRequest(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclinePrivacyRequest($id: ID!, $reason: String!) {\n    declinePrivacyRequest(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation DeclinePrivacyRequest($id: ID!, $reason: String!) {\n    declinePrivacyRequest(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PurgePastEditions($reason: String!) {\n    purgePastEditions(reason: $reason) {\n      participants\n      sponsors\n    }\n  }\n"): (typeof documents)["\n  mutation PurgePastEditions($reason: String!) {\n    purgePastEditions(reason: $reason) {\n      participants\n      sponsors\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPendingPrivacyRequests {\n    adminPendingPrivacyRequests\n  }\n"): (typeof documents)["\n  query AdminPendingPrivacyRequests {\n    adminPendingPrivacyRequests\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProgrammeSession($input: ProgrammeSessionInput!) {\n    createProgrammeSession(input: $input) {\n      ...ProgrammeSessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProgrammeSession($input: ProgrammeSessionInput!) {\n    createProgrammeSession(input: $input) {\n      ...ProgrammeSessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProgrammeSession($id: ID!) {\n    site {\n      expoStartDate\n      expoEndDate\n      expoTimeZone\n    }\n    programmeSession(id: $id) {\n      ...ProgrammeSessionFields\n    }\n  }\n"): (typeof documents)["\n  query AdminProgrammeSession($id: ID!) {\n    site {\n      expoStartDate\n      expoEndDate\n      expoTimeZone\n    }\n    programmeSession(id: $id) {\n      ...ProgrammeSessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProgrammeSession($id: ID!, $input: ProgrammeSessionInput!) {\n    updateProgrammeSession(id: $id, input: $input) {\n      ...ProgrammeSessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProgrammeSession($id: ID!, $input: ProgrammeSessionInput!) {\n    updateProgrammeSession(id: $id, input: $input) {\n      ...ProgrammeSessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProgrammeSession($id: ID!) {\n    deleteProgrammeSession(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteProgrammeSession($id: ID!) {\n    deleteProgrammeSession(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSessionSeats($sessionId: ID!, $page: PageInput) {\n    adminSessionSeats(sessionId: $sessionId, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        registrationCode\n        firstName\n        lastName\n        email\n        status\n        since\n        offerExpiresAt\n        holdsOffer\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSessionSeats($sessionId: ID!, $page: PageInput) {\n    adminSessionSeats(sessionId: $sessionId, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        registrationCode\n        firstName\n        lastName\n        email\n        status\n        since\n        offerExpiresAt\n        holdsOffer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSessionSeatCounts {\n    adminSessionSeatCounts {\n      seats\n      booked\n      offered\n      waiting\n      seatsLeft\n      session {\n        id\n        title\n        day\n        startTime\n        endTime\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSessionSeatCounts {\n    adminSessionSeatCounts {\n      seats\n      booked\n      offered\n      waiting\n      seatsLeft\n      session {\n        id\n        title\n        day\n        startTime\n        endTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProgramme {\n    site {\n      expoStartDate\n      expoEndDate\n      expoTimeZone\n    }\n    programme {\n      id\n      kind\n      title\n      day\n      startTime\n      endTime\n      room\n      speakers {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminProgramme {\n    site {\n      expoStartDate\n      expoEndDate\n      expoTimeZone\n    }\n    programme {\n      id\n      kind\n      title\n      day\n      startTime\n      endTime\n      room\n      speakers {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProgrammeSessionFields on ProgrammeSession {\n    id\n    kind\n    title\n    titleFr\n    description\n    descriptionFr\n    day\n    startTime\n    endTime\n    room\n    roomFr\n    link\n    seats\n    updatedAt\n    speakers {\n      name\n      affiliation\n      photo\n    }\n  }\n"): (typeof documents)["\n  fragment ProgrammeSessionFields on ProgrammeSession {\n    id\n    kind\n    title\n    titleFr\n    description\n    descriptionFr\n    day\n    startTime\n    endTime\n    room\n    roomFr\n    link\n    seats\n    updatedAt\n    speakers {\n      name\n      affiliation\n      photo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRegistrationType($input: RegistrationTypeInput!) {\n    createRegistrationType(input: $input) {\n      ...RegistrationTypeFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRegistrationType($input: RegistrationTypeInput!) {\n    createRegistrationType(input: $input) {\n      ...RegistrationTypeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RegistrationDayFields on RegistrationDayCount {\n    day\n    registered\n    awaitingApproval\n    paid\n    waiting\n    checkedIn\n    capacity\n    held\n    placesLeft\n  }\n"): (typeof documents)["\n  fragment RegistrationDayFields on RegistrationDayCount {\n    day\n    registered\n    awaitingApproval\n    paid\n    waiting\n    checkedIn\n    capacity\n    held\n    placesLeft\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetExpoDayCapacity($day: String!, $capacity: Int) {\n    setExpoDayCapacity(day: $day, capacity: $capacity) {\n      ...RegistrationDayFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetExpoDayCapacity($day: String!, $capacity: Int) {\n    setExpoDayCapacity(day: $day, capacity: $capacity) {\n      ...RegistrationDayFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRegistrationCounts {\n    adminRegistrationCounts {\n      types {\n        type {\n          id\n          name\n        }\n        registered\n        awaitingApproval\n        cancelled\n        checkedIn\n        waiting\n        offered\n        paid\n        awaitingPayment\n        revenue {\n          currency\n          formatted\n        }\n      }\n      days {\n        ...RegistrationDayFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminRegistrationCounts {\n    adminRegistrationCounts {\n      types {\n        type {\n          id\n          name\n        }\n        registered\n        awaitingApproval\n        cancelled\n        checkedIn\n        waiting\n        offered\n        paid\n        awaitingPayment\n        revenue {\n          currency\n          formatted\n        }\n      }\n      days {\n        ...RegistrationDayFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRegistrationType($id: ID!) {\n    site {\n      expoStartDate\n      expoEndDate\n      expoTimeZone\n      currency\n      currencies\n    }\n    registrationType(ref: $id) {\n      ...RegistrationTypeFields\n    }\n  }\n"): (typeof documents)["\n  query AdminRegistrationType($id: ID!) {\n    site {\n      expoStartDate\n      expoEndDate\n      expoTimeZone\n      currency\n      currencies\n    }\n    registrationType(ref: $id) {\n      ...RegistrationTypeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWaitlist($typeId: ID!, $page: PageInput) {\n    adminWaitlist(typeId: $typeId, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        email\n        firstName\n        lastName\n        status\n        holdsOffer\n        joinedAt\n        offerExpiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminWaitlist($typeId: ID!, $page: PageInput) {\n    adminWaitlist(typeId: $typeId, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        email\n        firstName\n        lastName\n        status\n        holdsOffer\n        joinedAt\n        offerExpiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRegistrationType($id: ID!, $input: RegistrationTypeInput!) {\n    updateRegistrationType(id: $id, input: $input) {\n      ...RegistrationTypeFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRegistrationType($id: ID!, $input: RegistrationTypeInput!) {\n    updateRegistrationType(id: $id, input: $input) {\n      ...RegistrationTypeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRegistrationType($id: ID!) {\n    deleteRegistrationType(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteRegistrationType($id: ID!) {\n    deleteRegistrationType(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RegistrationTypeFields on RegistrationType {\n    id\n    slug\n    name\n    nameFr\n    description\n    descriptionFr\n    days\n    price {\n      amount\n      currency\n      formatted\n    }\n    capacity\n    placesLeft\n    soldOut\n    saleState\n    salesStartAt\n    salesEndAt\n    hidden\n    isDefault\n    requiresCode\n    requiresApproval\n    sponsorPasses\n    position\n    badgeColour\n    questions {\n      ...RegistrationQuestionFields\n    }\n  }\n"): (typeof documents)["\n  fragment RegistrationTypeFields on RegistrationType {\n    id\n    slug\n    name\n    nameFr\n    description\n    descriptionFr\n    days\n    price {\n      amount\n      currency\n      formatted\n    }\n    capacity\n    placesLeft\n    soldOut\n    saleState\n    salesStartAt\n    salesEndAt\n    hidden\n    isDefault\n    requiresCode\n    requiresApproval\n    sponsorPasses\n    position\n    badgeColour\n    questions {\n      ...RegistrationQuestionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRegistrationTypes {\n    site {\n      expoStartDate\n      expoEndDate\n      expoTimeZone\n      currency\n      currencies\n    }\n    adminRegistrationTypes {\n      ...RegistrationTypeFields\n    }\n  }\n"): (typeof documents)["\n  query AdminRegistrationTypes {\n    site {\n      expoStartDate\n      expoEndDate\n      expoTimeZone\n      currency\n      currencies\n    }\n    adminRegistrationTypes {\n      ...RegistrationTypeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminSponsorRowFields on AdminSponsor {\n    id\n    year\n    company\n    email\n    phone\n    country\n    state\n    city\n    address\n    status\n  }\n"): (typeof documents)["\n  fragment AdminSponsorRowFields on AdminSponsor {\n    id\n    year\n    company\n    email\n    phone\n    country\n    state\n    city\n    address\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSponsors(\n    $page: PageInput\n    $search: String\n    $orderBy: SponsorOrder\n    $packageId: ID\n    $status: SponsorStatus\n  ) {\n    adminSponsors(page: $page, search: $search, orderBy: $orderBy, packageId: $packageId, status: $status) {\n      total\n      items {\n        ...AdminSponsorRowFields\n        package {\n          id\n          title\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSponsors(\n    $page: PageInput\n    $search: String\n    $orderBy: SponsorOrder\n    $packageId: ID\n    $status: SponsorStatus\n  ) {\n    adminSponsors(page: $page, search: $search, orderBy: $orderBy, packageId: $packageId, status: $status) {\n      total\n      items {\n        ...AdminSponsorRowFields\n        package {\n          id\n          title\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SponsorPackageOptions {\n    sponsorshipPackages {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  query SponsorPackageOptions {\n    sponsorshipPackages {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSponsorDetails($id: ID!) {\n    adminSponsor(id: $id) {\n      ...AdminSponsorRowFields\n      logo\n      language\n      reviewedAt\n      createdAt\n      package {\n        id\n        title\n        amountRange\n        priceCents\n        currency\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSponsorDetails($id: ID!) {\n    adminSponsor(id: $id) {\n      ...AdminSponsorRowFields\n      logo\n      language\n      reviewedAt\n      createdAt\n      package {\n        id\n        title\n        amountRange\n        priceCents\n        currency\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelSponsor($id: ID!, $reason: String!) {\n    cancelSponsor(id: $id, reason: $reason) {\n      id\n      status\n      reviewedAt\n    }\n  }\n"): (typeof documents)["\n  mutation CancelSponsor($id: ID!, $reason: String!) {\n    cancelSponsor(id: $id, reason: $reason) {\n      id\n      status\n      reviewedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReinstateSponsor($id: ID!, $reason: String!) {\n    reinstateSponsor(id: $id, reason: $reason) {\n      id\n      status\n      reviewedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ReinstateSponsor($id: ID!, $reason: String!) {\n    reinstateSponsor(id: $id, reason: $reason) {\n      id\n      status\n      reviewedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSponsor($id: ID!, $reason: String!) {\n    deleteSponsor(id: $id, reason: $reason)\n  }\n"): (typeof documents)["\n  mutation DeleteSponsor($id: ID!, $reason: String!) {\n    deleteSponsor(id: $id, reason: $reason)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminResendSponsorConfirmation($id: ID!, $reason: String!) {\n    adminResendSponsorConfirmation(id: $id, reason: $reason) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminResendSponsorConfirmation($id: ID!, $reason: String!) {\n    adminResendSponsorConfirmation(id: $id, reason: $reason) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewSponsor($id: ID!, $decision: SponsorDecision!, $reason: String) {\n    reviewSponsor(id: $id, decision: $decision, reason: $reason) {\n      id\n      status\n      reviewedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ReviewSponsor($id: ID!, $decision: SponsorDecision!, $reason: String) {\n    reviewSponsor(id: $id, decision: $decision, reason: $reason) {\n      id\n      status\n      reviewedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SponsorEditPackages {\n    sponsorshipPackages {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  query SponsorEditPackages {\n    sponsorshipPackages {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSponsor($id: ID!, $input: SponsorCorrectionInput!, $reason: String!, $logo: Upload) {\n    updateSponsor(id: $id, input: $input, reason: $reason, logo: $logo) {\n      ...AdminSponsorRowFields\n      logo\n      language\n      package {\n        id\n        title\n        amountRange\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSponsor($id: ID!, $input: SponsorCorrectionInput!, $reason: String!, $logo: Upload) {\n    updateSponsor(id: $id, input: $input, reason: $reason, logo: $logo) {\n      ...AdminSponsorRowFields\n      logo\n      language\n      package {\n        id\n        title\n        amountRange\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminUserRowFields on User {\n    id\n    role\n    firstName\n    lastName\n    email\n    phone\n    country\n    state\n    city\n  }\n"): (typeof documents)["\n  fragment AdminUserRowFields on User {\n    id\n    role\n    firstName\n    lastName\n    email\n    phone\n    country\n    state\n    city\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($page: PageInput, $search: String, $orderBy: UserOrder, $role: Role) {\n    adminUsers(page: $page, search: $search, orderBy: $orderBy, role: $role) {\n      total\n      items {\n        ...AdminUserRowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($page: PageInput, $search: String, $orderBy: UserOrder, $role: Role) {\n    adminUsers(page: $page, search: $search, orderBy: $orderBy, role: $role) {\n      total\n      items {\n        ...AdminUserRowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUserDetails($id: ID!) {\n    user(id: $id) {\n      ...AdminUserRowFields\n      nickname\n      address\n      image\n      disabledAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AdminUserDetails($id: ID!) {\n    user(id: $id) {\n      ...AdminUserRowFields\n      nickname\n      address\n      image\n      disabledAt\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableUser($id: ID!, $reason: String!) {\n    disableUser(id: $id, reason: $reason) {\n      id\n      disabledAt\n    }\n  }\n"): (typeof documents)["\n  mutation DisableUser($id: ID!, $reason: String!) {\n    disableUser(id: $id, reason: $reason) {\n      id\n      disabledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableUser($id: ID!, $reason: String!) {\n    enableUser(id: $id, reason: $reason) {\n      id\n      disabledAt\n    }\n  }\n"): (typeof documents)["\n  mutation EnableUser($id: ID!, $reason: String!) {\n    enableUser(id: $id, reason: $reason) {\n      id\n      disabledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateUser($id: ID!, $input: UserCorrectionInput!, $reason: String!) {\n    adminUpdateUser(id: $id, input: $input, reason: $reason) {\n      ...AdminUserRowFields\n      nickname\n      address\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateUser($id: ID!, $input: UserCorrectionInput!, $reason: String!) {\n    adminUpdateUser(id: $id, input: $input, reason: $reason) {\n      ...AdminUserRowFields\n      nickname\n      address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    enabled\n    disabledReason\n    secretHint\n    createdAt\n  }\n"): (typeof documents)["\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    enabled\n    disabledReason\n    secretHint\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    eventType\n    eventId\n    status\n    attempts\n    nextAttemptAt\n    lastStatusCode\n    lastError\n    deliveredAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    eventType\n    eventId\n    status\n    attempts\n    nextAttemptAt\n    lastStatusCode\n    lastError\n    deliveredAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n"): (typeof documents)["\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEndpoint($id: ID!) {\n    webhookEndpoint(id: $id) {\n      ...WebhookEndpointFields\n    }\n  }\n"): (typeof documents)["\n  query WebhookEndpoint($id: ID!) {\n    webhookEndpoint(id: $id) {\n      ...WebhookEndpointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($endpointId: ID!, $page: PageInput) {\n    webhookDeliveries(endpointId: $endpointId, page: $page) {\n      total\n      page\n      pageSize\n      hasMore\n      items {\n        ...WebhookDeliveryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($endpointId: ID!, $page: PageInput) {\n    webhookDeliveries(endpointId: $endpointId, page: $page) {\n      total\n      page\n      pageSize\n      hasMore\n      items {\n        ...WebhookDeliveryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointChangesInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      ...WebhookEndpointFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointChangesInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      ...WebhookEndpointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevealWebhookSecret($id: ID!) {\n    revealWebhookSecret(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevealWebhookSecret($id: ID!) {\n    revealWebhookSecret(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id)\n  }\n"): (typeof documents)["\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTestWebhook($endpointId: ID!) {\n    sendTestWebhook(endpointId: $endpointId) {\n      ...WebhookDeliveryFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendTestWebhook($endpointId: ID!) {\n    sendTestWebhook(endpointId: $endpointId) {\n      ...WebhookDeliveryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendWebhookDelivery($id: ID!) {\n    resendWebhookDelivery(id: $id) {\n      ...WebhookDeliveryFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResendWebhookDelivery($id: ID!) {\n    resendWebhookDelivery(id: $id) {\n      ...WebhookDeliveryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token)\n  }\n"): (typeof documents)["\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAccount($input: CreateAccountInput!, $image: Upload) {\n    createAccount(input: $input, image: $image) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAccount($input: CreateAccountInput!, $image: Upload) {\n    createAccount(input: $input, image: $image) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      expiresAt\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      expiresAt\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PasswordResetLink($token: String!) {\n    passwordResetLink(token: $token)\n  }\n"): (typeof documents)["\n  query PasswordResetLink($token: String!) {\n    passwordResetLink(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token)\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExhibitorDirectory {\n    exhibitors {\n      id\n      company\n      description\n      descriptionFr\n      website\n      booth\n      category\n      logo\n      sponsorTier {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExhibitorDirectory {\n    exhibitors {\n      id\n      company\n      description\n      descriptionFr\n      website\n      booth\n      category\n      logo\n      sponsorTier {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeSponsorship {\n    site {\n      currency\n    }\n    sponsorshipPackages {\n      ...PackageViewFields\n    }\n    sponsorWall {\n      package {\n        id\n        title\n        rank\n      }\n      sponsors {\n        id\n        company\n        logo\n      }\n    }\n  }\n  \n"): (typeof documents)["\n  query HomeSponsorship {\n    site {\n      currency\n    }\n    sponsorshipPackages {\n      ...PackageViewFields\n    }\n    sponsorWall {\n      package {\n        id\n        title\n        rank\n      }\n      sponsors {\n        id\n        company\n        logo\n      }\n    }\n  }\n  \n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMyRegistrationLink($email: String!) {\n    resendParticipantConfirmation(email: $email)\n  }\n"): (typeof documents)["\n  mutation SendMyRegistrationLink($email: String!) {\n    resendParticipantConfirmation(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyRegistration($token: String!, $input: MyRegistrationInput!) {\n    updateMyRegistration(token: $token, input: $input) {\n      registrationCode\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMyRegistration($token: String!, $input: MyRegistrationInput!) {\n    updateMyRegistration(token: $token, input: $input) {\n      registrationCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyRegistration($token: String!) {\n    myRegistration(token: $token) {\n      registrationCode\n      language\n      year\n      title\n      gender\n      firstName\n      lastName\n      email\n      phone\n      country\n      state\n      city\n      address\n      marketingConsent\n      marketingConsentWording\n      registeredAt\n      checkedInAt\n      cancelledAt\n      awaitingApproval\n      qrCode\n      calendar {\n        google\n        outlook\n      }\n      deletionRequest {\n        status\n        requestedAt\n        decidedAt\n        declineReason\n      }\n      sessionSeats {\n        ...MySeatFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyRegistration($token: String!) {\n    myRegistration(token: $token) {\n      registrationCode\n      language\n      year\n      title\n      gender\n      firstName\n      lastName\n      email\n      phone\n      country\n      state\n      city\n      address\n      marketingConsent\n      marketingConsentWording\n      registeredAt\n      checkedInAt\n      cancelledAt\n      awaitingApproval\n      qrCode\n      calendar {\n        google\n        outlook\n      }\n      deletionRequest {\n        status\n        requestedAt\n        decidedAt\n        declineReason\n      }\n      sessionSeats {\n        ...MySeatFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyRegistrationData($token: String!) {\n    myRegistrationData(token: $token)\n  }\n"): (typeof documents)["\n  query MyRegistrationData($token: String!) {\n    myRegistrationData(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelMyRegistration($token: String!) {\n    cancelMyRegistration(token: $token) {\n      cancelledAt\n    }\n  }\n"): (typeof documents)["\n  mutation CancelMyRegistration($token: String!) {\n    cancelMyRegistration(token: $token) {\n      cancelledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendMyConfirmation($token: String!) {\n    resendMyConfirmation(token: $token)\n  }\n"): (typeof documents)["\n  mutation ResendMyConfirmation($token: String!) {\n    resendMyConfirmation(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestMyDataDeletion($token: String!) {\n    requestMyDataDeletion(token: $token) {\n      deletionRequest {\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestMyDataDeletion($token: String!) {\n    requestMyDataDeletion(token: $token) {\n      deletionRequest {\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MySeatFields on MySessionSeat {\n    state\n    offerExpiresAt\n    placeInLine\n    session {\n      id\n      title\n      titleFr\n      day\n      startTime\n      endTime\n      room\n      roomFr\n      seatsLeft\n    }\n  }\n"): (typeof documents)["\n  fragment MySeatFields on MySessionSeat {\n    state\n    offerExpiresAt\n    placeInLine\n    session {\n      id\n      title\n      titleFr\n      day\n      startTime\n      endTime\n      room\n      roomFr\n      seatsLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookSessionSeat($token: String!, $sessionId: ID!) {\n    bookSessionSeat(token: $token, sessionId: $sessionId) {\n      ...MySeatFields\n    }\n  }\n"): (typeof documents)["\n  mutation BookSessionSeat($token: String!, $sessionId: ID!) {\n    bookSessionSeat(token: $token, sessionId: $sessionId) {\n      ...MySeatFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GiveUpSessionSeat($token: String!, $sessionId: ID!) {\n    giveUpSessionSeat(token: $token, sessionId: $sessionId) {\n      ...MySeatFields\n    }\n  }\n"): (typeof documents)["\n  mutation GiveUpSessionSeat($token: String!, $sessionId: ID!) {\n    giveUpSessionSeat(token: $token, sessionId: $sessionId) {\n      ...MySeatFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySponsorship($token: String!) {\n    mySponsorship(token: $token) {\n      company\n      packageTitle\n      language\n      canPayByCard\n      bankDetails\n      invoice {\n        id\n        number\n        isOpen\n        isPaid\n        currency\n        description\n        netCents\n        taxes {\n          name\n          basisPoints\n          amountCents\n        }\n        totalText\n        issuedOn\n        dueOn\n        paidAt\n      }\n      creditNotes {\n        id\n        number\n        reason\n        refund\n        refundedAt\n        totalCents\n        currency\n      }\n      vipPasses {\n        code\n        places\n        used\n        usable\n        type {\n          name\n          nameFr\n        }\n        uses {\n          firstName\n          lastName\n          usedAt\n          cancelled\n          checkedIn\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MySponsorship($token: String!) {\n    mySponsorship(token: $token) {\n      company\n      packageTitle\n      language\n      canPayByCard\n      bankDetails\n      invoice {\n        id\n        number\n        isOpen\n        isPaid\n        currency\n        description\n        netCents\n        taxes {\n          name\n          basisPoints\n          amountCents\n        }\n        totalText\n        issuedOn\n        dueOn\n        paidAt\n      }\n      creditNotes {\n        id\n        number\n        reason\n        refund\n        refundedAt\n        totalCents\n        currency\n      }\n      vipPasses {\n        code\n        places\n        used\n        usable\n        type {\n          name\n          nameFr\n        }\n        uses {\n          firstName\n          lastName\n          usedAt\n          cancelled\n          checkedIn\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayInvoiceByCard($token: String!) {\n    payInvoiceByCard(token: $token) {\n      paymentId\n      clientSecret\n    }\n  }\n"): (typeof documents)["\n  mutation PayInvoiceByCard($token: String!) {\n    payInvoiceByCard(token: $token) {\n      paymentId\n      clientSecret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PackageViewFields on SponsorshipPackage {\n    id\n    title\n    rank\n    amountRange\n    advertExpoProgram\n    boothSpace\n    vipPasses\n    brandingPresentation\n    premiumBoothLocation\n    logoOnStageBackdrops\n    speakingSlotAtOpening\n    vipNetworkingAccess\n    logoOnDelegateItems\n    logoOnBannersWebsiteSocial\n    recognitionDuringSessions\n    networkingLoungeAccess\n    pressReleaseMention\n  }\n"): (typeof documents)["\n  fragment PackageViewFields on SponsorshipPackage {\n    id\n    title\n    rank\n    amountRange\n    advertExpoProgram\n    boothSpace\n    vipPasses\n    brandingPresentation\n    premiumBoothLocation\n    logoOnStageBackdrops\n    speakingSlotAtOpening\n    vipNetworkingAccess\n    logoOnDelegateItems\n    logoOnBannersWebsiteSocial\n    recognitionDuringSessions\n    networkingLoungeAccess\n    pressReleaseMention\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Programme {\n    site {\n      expoName\n      expoStartDate\n      expoEndDate\n      expoVenue\n      expoTimeZone\n    }\n    programme {\n      id\n      kind\n      title\n      titleFr\n      description\n      descriptionFr\n      day\n      startTime\n      endTime\n      room\n      roomFr\n      link\n      seats\n      seatsLeft\n      speakers {\n        name\n        affiliation\n        photo\n      }\n    }\n  }\n"): (typeof documents)["\n  query Programme {\n    site {\n      expoName\n      expoStartDate\n      expoEndDate\n      expoVenue\n      expoTimeZone\n    }\n    programme {\n      id\n      kind\n      title\n      titleFr\n      description\n      descriptionFr\n      day\n      startTime\n      endTime\n      room\n      roomFr\n      link\n      seats\n      seatsLeft\n      speakers {\n        name\n        affiliation\n        photo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SeatOffer($token: String!) {\n    sessionSeatOffer(token: $token) {\n      firstName\n      expiresAt\n      session {\n        id\n        title\n        titleFr\n        day\n        startTime\n        endTime\n        room\n        roomFr\n      }\n    }\n  }\n"): (typeof documents)["\n  query SeatOffer($token: String!) {\n    sessionSeatOffer(token: $token) {\n      firstName\n      expiresAt\n      session {\n        id\n        title\n        titleFr\n        day\n        startTime\n        endTime\n        room\n        roomFr\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptSeatOffer($token: String!) {\n    acceptSessionSeatOffer(token: $token) {\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptSeatOffer($token: String!) {\n    acceptSessionSeatOffer(token: $token) {\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineSeatOffer($token: String!) {\n    declineSessionSeatOffer(token: $token)\n  }\n"): (typeof documents)["\n  mutation DeclineSeatOffer($token: String!) {\n    declineSessionSeatOffer(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterGroup($input: GroupRegistrationInput!) {\n    registerGroup(input: $input) {\n      attendees {\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterGroup($input: GroupRegistrationInput!) {\n    registerGroup(input: $input) {\n      attendees {\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterParticipant($input: RegisterParticipantInput!) {\n    registerParticipant(input: $input) {\n      email\n      firstName\n      payment {\n        token\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterParticipant($input: RegisterParticipantInput!) {\n    registerParticipant(input: $input) {\n      email\n      firstName\n      payment {\n        token\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationOrder($token: String!) {\n    registrationOrder(token: $token) {\n      state\n      email\n      firstName\n      expiresAt\n      failure\n      amount {\n        formatted\n      }\n      type {\n        id\n        name\n        nameFr\n      }\n    }\n  }\n"): (typeof documents)["\n  query RegistrationOrder($token: String!) {\n    registrationOrder(token: $token) {\n      state\n      email\n      firstName\n      expiresAt\n      failure\n      amount {\n        formatted\n      }\n      type {\n        id\n        name\n        nameFr\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayRegistrationOrder($token: String!) {\n    payRegistrationOrder(token: $token) {\n      paymentId\n      clientSecret\n    }\n  }\n"): (typeof documents)["\n  mutation PayRegistrationOrder($token: String!) {\n    payRegistrationOrder(token: $token) {\n      paymentId\n      clientSecret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendParticipantConfirmation($email: String!) {\n    resendParticipantConfirmation(email: $email)\n  }\n"): (typeof documents)["\n  mutation ResendParticipantConfirmation($email: String!) {\n    resendParticipantConfirmation(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PublicRegistrationType on RegistrationType {\n    id\n    slug\n    name\n    nameFr\n    description\n    descriptionFr\n    days\n    price {\n      amount\n      formatted\n    }\n    placesLeft\n    soldOut\n    saleState\n    salesStartAt\n    isDefault\n    requiresCode\n    requiresApproval\n    questions {\n      ...RegistrationQuestionFields\n    }\n  }\n"): (typeof documents)["\n  fragment PublicRegistrationType on RegistrationType {\n    id\n    slug\n    name\n    nameFr\n    description\n    descriptionFr\n    days\n    price {\n      amount\n      formatted\n    }\n    placesLeft\n    soldOut\n    saleState\n    salesStartAt\n    isDefault\n    requiresCode\n    requiresApproval\n    questions {\n      ...RegistrationQuestionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RegistrationQuestionFields on RegistrationQuestion {\n    key\n    kind\n    label\n    labelFr\n    required\n    options {\n      value\n      label\n      labelFr\n    }\n  }\n"): (typeof documents)["\n  fragment RegistrationQuestionFields on RegistrationQuestion {\n    key\n    kind\n    label\n    labelFr\n    required\n    options {\n      value\n      label\n      labelFr\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationTypes {\n    registrationTypes {\n      ...PublicRegistrationType\n    }\n  }\n"): (typeof documents)["\n  query RegistrationTypes {\n    registrationTypes {\n      ...PublicRegistrationType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvitedRegistrationType($ref: ID!) {\n    registrationType(ref: $ref) {\n      ...PublicRegistrationType\n    }\n  }\n"): (typeof documents)["\n  query InvitedRegistrationType($ref: ID!) {\n    registrationType(ref: $ref) {\n      ...PublicRegistrationType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaitlistOffer($token: String!) {\n    waitlistOffer(token: $token) {\n      email\n      firstName\n      lastName\n      expiresAt\n      type {\n        ...PublicRegistrationType\n      }\n    }\n  }\n"): (typeof documents)["\n  query WaitlistOffer($token: String!) {\n    waitlistOffer(token: $token) {\n      email\n      firstName\n      lastName\n      expiresAt\n      type {\n        ...PublicRegistrationType\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinWaitlist($input: JoinWaitlistInput!) {\n    joinWaitlist(input: $input)\n  }\n"): (typeof documents)["\n  mutation JoinWaitlist($input: JoinWaitlistInput!) {\n    joinWaitlist(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineWaitlistOffer($token: String!) {\n    declineWaitlistOffer(token: $token)\n  }\n"): (typeof documents)["\n  mutation DeclineWaitlistOffer($token: String!) {\n    declineWaitlistOffer(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessCodeCheck($code: String!) {\n    accessCode(code: $code) {\n      code\n      placesLeft\n      type {\n        ...PublicRegistrationType\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccessCodeCheck($code: String!) {\n    accessCode(code: $code) {\n      code\n      placesLeft\n      type {\n        ...PublicRegistrationType\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SponsorshipPackages {\n    site {\n      currency\n    }\n    sponsorshipPackages {\n      ...PackageViewFields\n    }\n  }\n"): (typeof documents)["\n  query SponsorshipPackages {\n    site {\n      currency\n    }\n    sponsorshipPackages {\n      ...PackageViewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyForSponsorship($input: SponsorshipInput!, $logo: Upload) {\n    applyForSponsorship(input: $input, logo: $logo) {\n      id\n      company\n      status\n      package {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyForSponsorship($input: SponsorshipInput!, $logo: Upload) {\n    applyForSponsorship(input: $input, logo: $logo) {\n      id\n      company\n      status\n      package {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      ...NotificationFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      ...NotificationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationFields on Notification {\n    id\n    kind\n    message\n    bookingId\n    bookingRole\n    read\n    createdAt\n  }\n"): (typeof documents)["\n  fragment NotificationFields on Notification {\n    id\n    kind\n    message\n    bookingId\n    bookingRole\n    read\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($page: Int!, $unreadOnly: Boolean) {\n    notifications(page: { page: $page, pageSize: 20 }, unreadOnly: $unreadOnly) {\n      total\n      page\n      pageSize\n      unread\n      items {\n        ...NotificationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Notifications($page: Int!, $unreadOnly: Boolean) {\n    notifications(page: { page: $page, pageSize: 20 }, unreadOnly: $unreadOnly) {\n      total\n      page\n      pageSize\n      unread\n      items {\n        ...NotificationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotifications {\n    notifications(page: { pageSize: 1 }) {\n      unread\n    }\n  }\n"): (typeof documents)["\n  query UnreadNotifications {\n    notifications(page: { pageSize: 1 }) {\n      unread\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationEvents {\n    notificationEvents {\n      unread\n      notification {\n        ...NotificationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationEvents {\n    notificationEvents {\n      unread\n      notification {\n        ...NotificationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddRentalOptions {\n    rentalCategories {\n      id\n      name\n    }\n    me {\n      id\n      country\n      state\n      city\n      address\n    }\n  }\n"): (typeof documents)["\n  query AddRentalOptions {\n    rentalCategories {\n      id\n      name\n    }\n    me {\n      id\n      country\n      state\n      city\n      address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTool(\n    $input: ToolInput!\n    $coverImage: Upload\n    $image1: Upload\n    $image2: Upload\n    $image3: Upload\n    $image4: Upload\n  ) {\n    createTool(\n      input: $input\n      coverImage: $coverImage\n      image1: $image1\n      image2: $image2\n      image3: $image3\n      image4: $image4\n    ) {\n      ...ToolDetailsFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTool(\n    $input: ToolInput!\n    $coverImage: Upload\n    $image1: Upload\n    $image2: Upload\n    $image3: Upload\n    $image4: Upload\n  ) {\n    createTool(\n      input: $input\n      coverImage: $coverImage\n      image1: $image1\n      image2: $image2\n      image3: $image3\n      image4: $image4\n    ) {\n      ...ToolDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ToolCalendar($toolId: ID!, $from: DateTimeISO!, $to: DateTimeISO!) {\n    toolCalendar(toolId: $toolId, from: $from, to: $to) {\n      units\n      bookableFrom\n      bookableUntil\n      periods {\n        startsAt\n        endsAt\n        quantity\n      }\n    }\n  }\n"): (typeof documents)["\n  query ToolCalendar($toolId: ID!, $from: DateTimeISO!, $to: DateTimeISO!) {\n    toolCalendar(toolId: $toolId, from: $from, to: $to) {\n      units\n      bookableFrom\n      bookableUntil\n      periods {\n        startsAt\n        endsAt\n        quantity\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingSettingsFields on BookingSettings {\n    timeZone\n    today\n    holdMinutes\n    requestResponseHours\n    timeSlots {\n      value\n      label\n    }\n  }\n"): (typeof documents)["\n  fragment BookingSettingsFields on BookingSettings {\n    timeZone\n    today\n    holdMinutes\n    requestResponseHours\n    timeSlots {\n      value\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingQuote($toolId: ID!, $period: PeriodInput!) {\n    bookingQuote(toolId: $toolId, period: $period) {\n      free\n      units\n      startsAt\n      requestDeadline\n      billedMinutes\n      rentalCircle\n      price {\n        amount\n        currency\n        formatted\n      }\n      unitAmount {\n        amount\n        currency\n        formatted\n      }\n      discountPercent\n      fullUnitAmount {\n        amount\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookingQuote($toolId: ID!, $period: PeriodInput!) {\n    bookingQuote(toolId: $toolId, period: $period) {\n      free\n      units\n      startsAt\n      requestDeadline\n      billedMinutes\n      rentalCircle\n      price {\n        amount\n        currency\n        formatted\n      }\n      unitAmount {\n        amount\n        currency\n        formatted\n      }\n      discountPercent\n      fullUnitAmount {\n        amount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingFormTerms($toolId: ID!) {\n    tool(id: $toolId) {\n      id\n      bookingMode\n      deposit {\n        amount\n        currency\n        formatted\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookingFormTerms($toolId: ID!) {\n    tool(id: $toolId) {\n      id\n      bookingMode\n      deposit {\n        amount\n        currency\n        formatted\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingFormViewer($toolId: ID!) {\n    tool(id: $toolId) {\n      id\n      needsIdVerification\n    }\n  }\n"): (typeof documents)["\n  query BookingFormViewer($toolId: ID!) {\n    tool(id: $toolId) {\n      id\n      needsIdVerification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingSummary($toolId: ID!, $period: PeriodInput!) {\n    tool(id: $toolId) {\n      id\n      name\n      price {\n        amount\n        currency\n        formatted\n      }\n      rentalCircle\n      coverImage\n      city\n      timeZone\n      bookingMode\n      deposit {\n        amount\n      }\n    }\n    bookingSettings(toolId: $toolId) {\n      requestResponseHours\n    }\n    bookingQuote(toolId: $toolId, period: $period) {\n      free\n      startsAt\n      billedMinutes\n      rentalCircle\n      unitAmount {\n        amount\n        currency\n        formatted\n      }\n      discountPercent\n      fullUnitAmount {\n        amount\n      }\n      requestDeadline\n      cancellationTerms {\n        policy\n        summary\n        refundDeadlines {\n          percent\n          until\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookingSummary($toolId: ID!, $period: PeriodInput!) {\n    tool(id: $toolId) {\n      id\n      name\n      price {\n        amount\n        currency\n        formatted\n      }\n      rentalCircle\n      coverImage\n      city\n      timeZone\n      bookingMode\n      deposit {\n        amount\n      }\n    }\n    bookingSettings(toolId: $toolId) {\n      requestResponseHours\n    }\n    bookingQuote(toolId: $toolId, period: $period) {\n      free\n      startsAt\n      billedMinutes\n      rentalCircle\n      unitAmount {\n        amount\n        currency\n        formatted\n      }\n      discountPercent\n      fullUnitAmount {\n        amount\n      }\n      requestDeadline\n      cancellationTerms {\n        policy\n        summary\n        refundDeadlines {\n          percent\n          until\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmRequest($paymentId: ID!) {\n    confirmPayment(paymentId: $paymentId) {\n      id\n      awaitingCard\n      amount {\n        formatted\n      }\n      bookings {\n        id\n        code\n        status\n        awaitingAnswer\n        paid\n        requestExpiresAt\n        timeZone\n        tool {\n          id\n          name\n        }\n        owner {\n          id\n          firstName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmRequest($paymentId: ID!) {\n    confirmPayment(paymentId: $paymentId) {\n      id\n      awaitingCard\n      amount {\n        formatted\n      }\n      bookings {\n        id\n        code\n        status\n        awaitingAnswer\n        paid\n        requestExpiresAt\n        timeZone\n        tool {\n          id\n          name\n        }\n        owner {\n          id\n          firstName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestBooking($input: AddToCartInput!, $expectedTotal: String) {\n    requestBooking(input: $input, expectedTotal: $expectedTotal) {\n      id\n      awaitingCard\n      clientSecret\n    }\n  }\n"): (typeof documents)["\n  mutation RequestBooking($input: AddToCartInput!, $expectedTotal: String) {\n    requestBooking(input: $input, expectedTotal: $expectedTotal) {\n      id\n      awaitingCard\n      clientSecret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartFields on Cart {\n    totalQuantity\n    rentalAmount {\n      amount\n      formatted\n    }\n    depositAmount {\n      amount\n      formatted\n    }\n    totalAmount {\n      amount\n      decimal\n      formatted\n    }\n    lines {\n      id\n      startDate\n      startTime\n      endDate\n      endTime\n      quantity\n      price {\n        formatted\n      }\n      billedMinutes\n      unitAmount {\n        formatted\n      }\n      discountPercent\n      total {\n        formatted\n      }\n      deposit {\n        amount\n        formatted\n      }\n      problem\n      cancellationTerms {\n        policy\n        summary\n        refundDeadlines {\n          percent\n          until\n        }\n      }\n      tool {\n        id\n        name\n        rentalCircle\n        coverImage\n        city\n        timeZone\n      }\n    }\n    pendingPayment {\n      paymentId\n      holdExpiresAt\n      amount {\n        formatted\n      }\n      matchesCart\n      toolNames\n    }\n  }\n"): (typeof documents)["\n  fragment CartFields on Cart {\n    totalQuantity\n    rentalAmount {\n      amount\n      formatted\n    }\n    depositAmount {\n      amount\n      formatted\n    }\n    totalAmount {\n      amount\n      decimal\n      formatted\n    }\n    lines {\n      id\n      startDate\n      startTime\n      endDate\n      endTime\n      quantity\n      price {\n        formatted\n      }\n      billedMinutes\n      unitAmount {\n        formatted\n      }\n      discountPercent\n      total {\n        formatted\n      }\n      deposit {\n        amount\n        formatted\n      }\n      problem\n      cancellationTerms {\n        policy\n        summary\n        refundDeadlines {\n          percent\n          until\n        }\n      }\n      tool {\n        id\n        name\n        rentalCircle\n        coverImage\n        city\n        timeZone\n      }\n    }\n    pendingPayment {\n      paymentId\n      holdExpiresAt\n      amount {\n        formatted\n      }\n      matchesCart\n      toolNames\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cart {\n    cart {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  query Cart {\n    cart {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromCart($lineId: ID!) {\n    removeFromCart(lineId: $lineId) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFromCart($lineId: ID!) {\n    removeFromCart(lineId: $lineId) {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmptyCart {\n    emptyCart {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation EmptyCart {\n    emptyCart {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingCancellationFields on Booking {\n    id\n    code\n    timeZone\n    viewerRole\n    canCancel\n    canCancelAsOwner\n    tool {\n      id\n      name\n    }\n    renter {\n      id\n      firstName\n    }\n    cancellationQuote {\n      refund {\n        amount\n        decimal\n        formatted\n      }\n      deposit {\n        amount\n        formatted\n      }\n      total {\n        amount\n        formatted\n      }\n      percent\n      changesAt\n      policy\n      summary\n    }\n  }\n"): (typeof documents)["\n  fragment BookingCancellationFields on Booking {\n    id\n    code\n    timeZone\n    viewerRole\n    canCancel\n    canCancelAsOwner\n    tool {\n      id\n      name\n    }\n    renter {\n      id\n      firstName\n    }\n    cancellationQuote {\n      refund {\n        amount\n        decimal\n        formatted\n      }\n      deposit {\n        amount\n        formatted\n      }\n      total {\n        amount\n        formatted\n      }\n      percent\n      changesAt\n      policy\n      summary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelBookingWithQuote($bookingId: ID!, $expectedRefund: String) {\n    cancelBooking(bookingId: $bookingId, expectedRefund: $expectedRefund) {\n      ...BookingPageFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelBookingWithQuote($bookingId: ID!, $expectedRefund: String) {\n    cancelBooking(bookingId: $bookingId, expectedRefund: $expectedRefund) {\n      ...BookingPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelBookingAsOwner($bookingId: ID!, $reason: String!) {\n    cancelBookingAsOwner(bookingId: $bookingId, reason: $reason) {\n      ...BookingPageFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelBookingAsOwner($bookingId: ID!, $reason: String!) {\n    cancelBookingAsOwner(bookingId: $bookingId, reason: $reason) {\n      ...BookingPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmPickup($bookingId: ID!, $code: String!) {\n    confirmPickup(bookingId: $bookingId, code: $code) {\n      ...BookingPageFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmPickup($bookingId: ID!, $code: String!) {\n    confirmPickup(bookingId: $bookingId, code: $code) {\n      ...BookingPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmReturn($bookingId: ID!) {\n    confirmReturn(bookingId: $bookingId) {\n      ...BookingPageFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmReturn($bookingId: ID!) {\n    confirmReturn(bookingId: $bookingId) {\n      ...BookingPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingDisputeFields on Booking {\n    id\n    viewerRole\n    timeZone\n    disputeWindowEndsAt\n    damageClaimLimit {\n      amount\n      decimal\n      formatted\n    }\n    canOpenDispute\n    disputes {\n      id\n      kind\n      openedBy\n      status\n      reason\n      claim {\n        formatted\n      }\n      refundToRenter {\n        amount\n        formatted\n      }\n      awardToOwner {\n        amount\n        formatted\n      }\n      decisionNote\n      decidedAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment BookingDisputeFields on Booking {\n    id\n    viewerRole\n    timeZone\n    disputeWindowEndsAt\n    damageClaimLimit {\n      amount\n      decimal\n      formatted\n    }\n    canOpenDispute\n    disputes {\n      id\n      kind\n      openedBy\n      status\n      reason\n      claim {\n        formatted\n      }\n      refundToRenter {\n        amount\n        formatted\n      }\n      awardToOwner {\n        amount\n        formatted\n      }\n      decisionNote\n      decidedAt\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimDamage($bookingId: ID!, $amount: String!, $reason: String!) {\n    claimDamage(bookingId: $bookingId, amount: $amount, reason: $reason) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ClaimDamage($bookingId: ID!, $amount: String!, $reason: String!) {\n    claimDamage(bookingId: $bookingId, amount: $amount, reason: $reason) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenDispute($bookingId: ID!, $kind: RenterDisputeKind!, $reason: String!) {\n    openDispute(bookingId: $bookingId, kind: $kind, reason: $reason) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation OpenDispute($bookingId: ID!, $kind: RenterDisputeKind!, $reason: String!) {\n    openDispute(bookingId: $bookingId, kind: $kind, reason: $reason) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingExtensionFields on Booking {\n    id\n    viewerRole\n    paid\n    canExtend\n    endDate\n    timeZone\n    tool {\n      id\n      name\n    }\n    renter {\n      id\n      firstName\n    }\n    owner {\n      id\n      firstName\n    }\n  }\n"): (typeof documents)["\n  fragment BookingExtensionFields on Booking {\n    id\n    viewerRole\n    paid\n    canExtend\n    endDate\n    timeZone\n    tool {\n      id\n      name\n    }\n    renter {\n      id\n      firstName\n    }\n    owner {\n      id\n      firstName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingExtensions($bookingId: ID!, $toolId: ID!) {\n    bookingExtensions(bookingId: $bookingId) {\n      id\n      status\n      open\n      fromEndsAt\n      toEndsAt\n      amount {\n        formatted\n      }\n      billedLength\n      answerBy\n      reason\n      clientSecret\n      canAccept\n      canDecline\n      canWithdraw\n    }\n    bookingSettings(toolId: $toolId) {\n      today\n      timeSlots {\n        value\n        label\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookingExtensions($bookingId: ID!, $toolId: ID!) {\n    bookingExtensions(bookingId: $bookingId) {\n      id\n      status\n      open\n      fromEndsAt\n      toEndsAt\n      amount {\n        formatted\n      }\n      billedLength\n      answerBy\n      reason\n      clientSecret\n      canAccept\n      canDecline\n      canWithdraw\n    }\n    bookingSettings(toolId: $toolId) {\n      today\n      timeSlots {\n        value\n        label\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExtensionQuote($bookingId: ID!, $input: ExtensionInput!) {\n    extensionQuote(bookingId: $bookingId, input: $input) {\n      endsAt\n      billedLength\n      amount {\n        decimal\n        formatted\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExtensionQuote($bookingId: ID!, $input: ExtensionInput!) {\n    extensionQuote(bookingId: $bookingId, input: $input) {\n      endsAt\n      billedLength\n      amount {\n        decimal\n        formatted\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestExtension($bookingId: ID!, $input: ExtensionInput!, $expectedTotal: String) {\n    requestExtension(bookingId: $bookingId, input: $input, expectedTotal: $expectedTotal) {\n      id\n      status\n      clientSecret\n    }\n  }\n"): (typeof documents)["\n  mutation RequestExtension($bookingId: ID!, $input: ExtensionInput!, $expectedTotal: String) {\n    requestExtension(bookingId: $bookingId, input: $input, expectedTotal: $expectedTotal) {\n      id\n      status\n      clientSecret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmExtension($id: ID!) {\n    confirmExtension(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmExtension($id: ID!) {\n    confirmExtension(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptExtension($id: ID!) {\n    acceptExtension(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptExtension($id: ID!) {\n    acceptExtension(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineExtension($id: ID!, $reason: String) {\n    declineExtension(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineExtension($id: ID!, $reason: String) {\n    declineExtension(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawExtension($id: ID!) {\n    withdrawExtension(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawExtension($id: ID!) {\n    withdrawExtension(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBookingSummary {\n    myBookingSummary {\n      asRenter\n      asOwner\n      overdueAsOwner\n    }\n  }\n"): (typeof documents)["\n  query MyBookingSummary {\n    myBookingSummary {\n      asRenter\n      asOwner\n      overdueAsOwner\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingConditionPhotoFields on Booking {\n    id\n    viewerRole\n    timeZone\n    conditionPhotoStages\n    conditionPhotos {\n      id\n      stage\n      url\n      note\n      uploadedBy\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment BookingConditionPhotoFields on Booking {\n    id\n    viewerRole\n    timeZone\n    conditionPhotoStages\n    conditionPhotos {\n      id\n      stage\n      url\n      note\n      uploadedBy\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddConditionPhotos($bookingId: ID!, $stage: HandoverStage!, $images: [Upload!]!, $note: String) {\n    addConditionPhotos(bookingId: $bookingId, stage: $stage, images: $images, note: $note) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddConditionPhotos($bookingId: ID!, $stage: HandoverStage!, $images: [Upload!]!, $note: String) {\n    addConditionPhotos(bookingId: $bookingId, stage: $stage, images: $images, note: $note) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingNonReturnFields on Booking {\n    id\n    viewerRole\n    overdue\n    notReturned\n    canReportNotReturned\n    nonReturnReportableAt\n    timeZone\n    deposit {\n      amount\n      formatted\n    }\n    tool {\n      id\n      name\n    }\n    renter {\n      id\n      firstName\n    }\n    owner {\n      id\n      firstName\n    }\n  }\n"): (typeof documents)["\n  fragment BookingNonReturnFields on Booking {\n    id\n    viewerRole\n    overdue\n    notReturned\n    canReportNotReturned\n    nonReturnReportableAt\n    timeZone\n    deposit {\n      amount\n      formatted\n    }\n    tool {\n      id\n      name\n    }\n    renter {\n      id\n      firstName\n    }\n    owner {\n      id\n      firstName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportNotReturned($bookingId: ID!, $reason: String!) {\n    reportNotReturned(bookingId: $bookingId, reason: $reason) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ReportNotReturned($bookingId: ID!, $reason: String!) {\n    reportNotReturned(bookingId: $bookingId, reason: $reason) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingRequestFields on Booking {\n    id\n    code\n    status\n    viewerRole\n    canAccept\n    canDecline\n    canWithdraw\n    awaitingAnswer\n    requestExpiresAt\n    timeZone\n    amount {\n      amount\n      currency\n      formatted\n    }\n    deposit {\n      amount\n      formatted\n    }\n    tool {\n      id\n      name\n    }\n    renter {\n      id\n      firstName\n    }\n    owner {\n      id\n      firstName\n    }\n  }\n"): (typeof documents)["\n  fragment BookingRequestFields on Booking {\n    id\n    code\n    status\n    viewerRole\n    canAccept\n    canDecline\n    canWithdraw\n    awaitingAnswer\n    requestExpiresAt\n    timeZone\n    amount {\n      amount\n      currency\n      formatted\n    }\n    deposit {\n      amount\n      formatted\n    }\n    tool {\n      id\n      name\n    }\n    renter {\n      id\n      firstName\n    }\n    owner {\n      id\n      firstName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptBookingRequest($bookingId: ID!) {\n    acceptBookingRequest(bookingId: $bookingId) {\n      ...BookingPageFields\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptBookingRequest($bookingId: ID!) {\n    acceptBookingRequest(bookingId: $bookingId) {\n      ...BookingPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineBookingRequest($bookingId: ID!, $reason: String) {\n    declineBookingRequest(bookingId: $bookingId, reason: $reason) {\n      ...BookingPageFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineBookingRequest($bookingId: ID!, $reason: String) {\n    declineBookingRequest(bookingId: $bookingId, reason: $reason) {\n      ...BookingPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawBookingRequest($bookingId: ID!) {\n    withdrawBookingRequest(bookingId: $bookingId) {\n      ...BookingPageFields\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawBookingRequest($bookingId: ID!) {\n    withdrawBookingRequest(bookingId: $bookingId) {\n      ...BookingPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingFields on Booking {\n    ...BookingCoreFields\n    viewerRole\n    canConfirmPickup\n    canConfirmReturn\n    canCancel\n    canReview\n    pickupOpensAt\n    paid\n    hasConversation\n    unreadMessages\n    deposit {\n      amount\n      formatted\n    }\n  }\n"): (typeof documents)["\n  fragment BookingFields on Booking {\n    ...BookingCoreFields\n    viewerRole\n    canConfirmPickup\n    canConfirmReturn\n    canCancel\n    canReview\n    pickupOpensAt\n    paid\n    hasConversation\n    unreadMessages\n    deposit {\n      amount\n      formatted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingPageFields on Booking {\n    ...BookingFields\n    ...BookingCancellationFields\n    ...BookingDisputeFields\n    ...BookingConditionPhotoFields\n    ...BookingRequestFields\n    ...BookingNonReturnFields\n    ...BookingExtensionFields\n    lateFee {\n      amount\n      formatted\n    }\n    lateFeeTerms\n    pickupCode\n    pickupQr\n    refund {\n      status\n      rental {\n        amount\n        formatted\n      }\n      deposit {\n        amount\n        formatted\n      }\n      total {\n        formatted\n      }\n      rentalPercent\n      inFull\n    }\n    timeline {\n      transition\n      label\n      actor\n      at\n      note\n    }\n  }\n"): (typeof documents)["\n  fragment BookingPageFields on Booking {\n    ...BookingFields\n    ...BookingCancellationFields\n    ...BookingDisputeFields\n    ...BookingConditionPhotoFields\n    ...BookingRequestFields\n    ...BookingNonReturnFields\n    ...BookingExtensionFields\n    lateFee {\n      amount\n      formatted\n    }\n    lateFeeTerms\n    pickupCode\n    pickupQr\n    refund {\n      status\n      rental {\n        amount\n        formatted\n      }\n      deposit {\n        amount\n        formatted\n      }\n      total {\n        formatted\n      }\n      rentalPercent\n      inFull\n    }\n    timeline {\n      transition\n      label\n      actor\n      at\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingListFields on BookingPage {\n    total\n    page\n    pageSize\n    hasMore\n    items {\n      ...BookingFields\n    }\n  }\n"): (typeof documents)["\n  fragment BookingListFields on BookingPage {\n    total\n    page\n    pageSize\n    hasMore\n    items {\n      ...BookingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBookings($page: Int, $search: String, $orderBy: BookingOrder) {\n    myBookings(page: { page: $page, pageSize: 10 }, search: $search, orderBy: $orderBy) {\n      ...BookingListFields\n    }\n  }\n"): (typeof documents)["\n  query MyBookings($page: Int, $search: String, $orderBy: BookingOrder) {\n    myBookings(page: { page: $page, pageSize: 10 }, search: $search, orderBy: $orderBy) {\n      ...BookingListFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyRentalHistory($page: Int, $search: String, $orderBy: BookingOrder) {\n    myRentalHistory(page: { page: $page, pageSize: 10 }, search: $search, orderBy: $orderBy) {\n      ...BookingListFields\n    }\n  }\n"): (typeof documents)["\n  query MyRentalHistory($page: Int, $search: String, $orderBy: BookingOrder) {\n    myRentalHistory(page: { page: $page, pageSize: 10 }, search: $search, orderBy: $orderBy) {\n      ...BookingListFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Booking($id: ID!) {\n    booking(id: $id) {\n      ...BookingPageFields\n    }\n  }\n"): (typeof documents)["\n  query Booking($id: ID!) {\n    booking(id: $id) {\n      ...BookingPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription BookingChanged {\n    bookingChanged {\n      ...BookingPageFields\n    }\n  }\n"): (typeof documents)["\n  subscription BookingChanged {\n    bookingChanged {\n      ...BookingPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmPayment($paymentId: ID!) {\n    confirmPayment(paymentId: $paymentId) {\n      id\n      paid\n      bookings {\n        id\n        code\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmPayment($paymentId: ID!) {\n    confirmPayment(paymentId: $paymentId) {\n      id\n      paid\n      bookings {\n        id\n        code\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaidBookings($id: ID!) {\n    payment(id: $id) {\n      id\n      status\n      amount {\n        formatted\n      }\n      bookings {\n        ...BookingPeriodFields\n        cancelledAt\n        pickupCode\n        tool {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PaidBookings($id: ID!) {\n    payment(id: $id) {\n      id\n      status\n      amount {\n        formatted\n      }\n      bookings {\n        ...BookingPeriodFields\n        cancelledAt\n        pickupCode\n        tool {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Checkout($expectedTotal: String) {\n    checkout(expectedTotal: $expectedTotal) {\n      id\n      paid\n      clientSecret\n      amount {\n        amount\n        formatted\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Checkout($expectedTotal: String) {\n    checkout(expectedTotal: $expectedTotal) {\n      id\n      paid\n      clientSecret\n      amount {\n        amount\n        formatted\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumePayment($paymentId: ID!) {\n    resumePayment(paymentId: $paymentId) {\n      id\n      paid\n      clientSecret\n      amount {\n        amount\n        formatted\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResumePayment($paymentId: ID!) {\n    resumePayment(paymentId: $paymentId) {\n      id\n      paid\n      clientSecret\n      amount {\n        amount\n        formatted\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReleaseHold($paymentId: ID!) {\n    releaseHold(paymentId: $paymentId) {\n      id\n      paid\n    }\n  }\n"): (typeof documents)["\n  mutation ReleaseHold($paymentId: ID!) {\n    releaseHold(paymentId: $paymentId) {\n      id\n      paid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ToolCardFields on Tool {\n    id\n    name\n    price {\n      amount\n      currency\n      formatted\n    }\n    rentalCircle\n    itemStatus\n    city\n    coverImage\n    rating\n    ratingCount\n    category {\n      id\n      name\n    }\n    latitude\n    longitude\n    distanceKm\n  }\n"): (typeof documents)["\n  fragment ToolCardFields on Tool {\n    id\n    name\n    price {\n      amount\n      currency\n      formatted\n    }\n    rentalCircle\n    itemStatus\n    city\n    coverImage\n    rating\n    ratingCount\n    category {\n      id\n      name\n    }\n    latitude\n    longitude\n    distanceKm\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PayoutAccountFields on PayoutAccount {\n    method\n    accountName\n    bankName\n    accountNumberMasked\n    bankCode\n    stripeConnected\n    stripeDetailsSubmitted\n    stripePayoutsEnabled\n    stripeRequirementsDue\n    onHold\n    payoutsResumeAt\n  }\n"): (typeof documents)["\n  fragment PayoutAccountFields on PayoutAccount {\n    method\n    accountName\n    bankName\n    accountNumberMasked\n    bankCode\n    stripeConnected\n    stripeDetailsSubmitted\n    stripePayoutsEnabled\n    stripeRequirementsDue\n    onHold\n    payoutsResumeAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyEarnings($bookingsPage: PageInput, $payoutsPage: PageInput, $currency: CurrencyCode) {\n    myEarnings(currency: $currency) {\n      currency\n      currencies\n      pending {\n        amount\n        formatted\n      }\n      available {\n        amount\n        decimal\n        formatted\n      }\n      inTransit {\n        amount\n        formatted\n      }\n      paid {\n        amount\n        formatted\n      }\n      minimumPayout {\n        amount\n        formatted\n      }\n      disputeWindowHours\n      platformFeePercent\n      payoutMethod\n      payoutAccount {\n        ...PayoutAccountFields\n      }\n      bookings(page: $bookingsPage) {\n        total\n        page\n        pageSize\n        items {\n          bookingId\n          bookingCode\n          toolName\n          timeZone\n          amount {\n            formatted\n          }\n          fee {\n            formatted\n          }\n          earning {\n            formatted\n          }\n          status\n          availableFrom\n        }\n      }\n      payouts(page: $payoutsPage) {\n        total\n        page\n        pageSize\n        items {\n          id\n          amount {\n            formatted\n          }\n          status\n          method\n          reference\n          failureMessage\n          createdAt\n          paidAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyEarnings($bookingsPage: PageInput, $payoutsPage: PageInput, $currency: CurrencyCode) {\n    myEarnings(currency: $currency) {\n      currency\n      currencies\n      pending {\n        amount\n        formatted\n      }\n      available {\n        amount\n        decimal\n        formatted\n      }\n      inTransit {\n        amount\n        formatted\n      }\n      paid {\n        amount\n        formatted\n      }\n      minimumPayout {\n        amount\n        formatted\n      }\n      disputeWindowHours\n      platformFeePercent\n      payoutMethod\n      payoutAccount {\n        ...PayoutAccountFields\n      }\n      bookings(page: $bookingsPage) {\n        total\n        page\n        pageSize\n        items {\n          bookingId\n          bookingCode\n          toolName\n          timeZone\n          amount {\n            formatted\n          }\n          fee {\n            formatted\n          }\n          earning {\n            formatted\n          }\n          status\n          availableFrom\n        }\n      }\n      payouts(page: $payoutsPage) {\n        total\n        page\n        pageSize\n        items {\n          id\n          amount {\n            formatted\n          }\n          status\n          method\n          reference\n          failureMessage\n          createdAt\n          paidAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetBankPayoutDetails($input: BankPayoutDetailsInput!, $currentPassword: String!) {\n    setBankPayoutDetails(input: $input, currentPassword: $currentPassword) {\n      ...PayoutAccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetBankPayoutDetails($input: BankPayoutDetailsInput!, $currentPassword: String!) {\n    setBankPayoutDetails(input: $input, currentPassword: $currentPassword) {\n      ...PayoutAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartStripeOnboarding($currentPassword: String!) {\n    startStripeOnboarding(currentPassword: $currentPassword) {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation StartStripeOnboarding($currentPassword: String!) {\n    startStripeOnboarding(currentPassword: $currentPassword) {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmPayoutDetails($currentPassword: String!) {\n    confirmPayoutDetails(currentPassword: $currentPassword) {\n      ...PayoutAccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmPayoutDetails($currentPassword: String!) {\n    confirmPayoutDetails(currentPassword: $currentPassword) {\n      ...PayoutAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshStripeAccount {\n    refreshStripeAccount {\n      ...PayoutAccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshStripeAccount {\n    refreshStripeAccount {\n      ...PayoutAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPayout($amount: String, $currency: CurrencyCode) {\n    requestPayout(amount: $amount, currency: $currency) {\n      id\n      status\n      method\n      amount {\n        formatted\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPayout($amount: String, $currency: CurrencyCode) {\n    requestPayout(amount: $amount, currency: $currency) {\n      id\n      status\n      method\n      amount {\n        formatted\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayoutBanks($currency: CurrencyCode) {\n    payoutBanks(currency: $currency) {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query PayoutBanks($currency: CurrencyCode) {\n    payoutBanks(currency: $currency) {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckPaystackPayoutAccount($bankCode: String!, $accountNumber: String!, $currency: CurrencyCode) {\n    checkPaystackPayoutAccount(bankCode: $bankCode, accountNumber: $accountNumber, currency: $currency) {\n      bankCode\n      bankName\n      accountNumber\n      accountName\n    }\n  }\n"): (typeof documents)["\n  query CheckPaystackPayoutAccount($bankCode: String!, $accountNumber: String!, $currency: CurrencyCode) {\n    checkPaystackPayoutAccount(bankCode: $bankCode, accountNumber: $accountNumber, currency: $currency) {\n      bankCode\n      bankName\n      accountNumber\n      accountName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPaystackPayoutAccount(\n    $bankCode: String!\n    $accountNumber: String!\n    $currentPassword: String!\n    $currency: CurrencyCode\n  ) {\n    setPaystackPayoutAccount(\n      bankCode: $bankCode\n      accountNumber: $accountNumber\n      currentPassword: $currentPassword\n      currency: $currency\n    ) {\n      ...PayoutAccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetPaystackPayoutAccount(\n    $bankCode: String!\n    $accountNumber: String!\n    $currentPassword: String!\n    $currency: CurrencyCode\n  ) {\n    setPaystackPayoutAccount(\n      bankCode: $bankCode\n      accountNumber: $accountNumber\n      currentPassword: $currentPassword\n      currency: $currency\n    ) {\n      ...PayoutAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditTool($id: ID!) {\n    tool(id: $id) {\n      ...ToolDetailsFields\n    }\n    rentalCategories {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query EditTool($id: ID!) {\n    tool(id: $id) {\n      ...ToolDetailsFields\n    }\n    rentalCategories {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTool(\n    $id: ID!\n    $input: ToolUpdateInput!\n    $coverImage: Upload\n    $image1: Upload\n    $image2: Upload\n    $image3: Upload\n    $image4: Upload\n    $removeImages: [ImageSlot!]\n  ) {\n    updateTool(\n      id: $id\n      input: $input\n      coverImage: $coverImage\n      image1: $image1\n      image2: $image2\n      image3: $image3\n      image4: $image4\n      removeImages: $removeImages\n    ) {\n      ...ToolDetailsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTool(\n    $id: ID!\n    $input: ToolUpdateInput!\n    $coverImage: Upload\n    $image1: Upload\n    $image2: Upload\n    $image3: Upload\n    $image4: Upload\n    $removeImages: [ImageSlot!]\n  ) {\n    updateTool(\n      id: $id\n      input: $input\n      coverImage: $coverImage\n      image1: $image1\n      image2: $image2\n      image3: $image3\n      image4: $image4\n      removeImages: $removeImages\n    ) {\n      ...ToolDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTool($id: ID!) {\n    deleteTool(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTool($id: ID!) {\n    deleteTool(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ToolBlocks($toolId: ID!) {\n    toolBlocks(toolId: $toolId) {\n      id\n      firstDay\n      lastDay\n      startTime\n      endTime\n      units\n      note\n    }\n    bookingSettings(toolId: $toolId) {\n      timeZone\n      today\n      timeSlots {\n        value\n        label\n      }\n    }\n  }\n"): (typeof documents)["\n  query ToolBlocks($toolId: ID!) {\n    toolBlocks(toolId: $toolId) {\n      id\n      firstDay\n      lastDay\n      startTime\n      endTime\n      units\n      note\n    }\n    bookingSettings(toolId: $toolId) {\n      timeZone\n      today\n      timeSlots {\n        value\n        label\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlockTool($input: BlockToolInput!) {\n    blockTool(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation BlockTool($input: BlockToolInput!) {\n    blockTool(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnblockTool($id: ID!) {\n    unblockTool(id: $id)\n  }\n"): (typeof documents)["\n  mutation UnblockTool($id: ID!) {\n    unblockTool(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ToolsForBrowse($filter: ToolBrowseInput!, $orderBy: ToolOrder!, $page: PageInput!) {\n    tools(filter: $filter, orderBy: $orderBy, page: $page) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        ...ToolCardFields\n      }\n    }\n    rentalCategories {\n      id\n      name\n    }\n    bookingSettings {\n      today\n    }\n    site {\n      currencies\n      mapTileUrl\n      mapAttribution\n      mapAttributionUrl\n    }\n  }\n"): (typeof documents)["\n  query ToolsForBrowse($filter: ToolBrowseInput!, $orderBy: ToolOrder!, $page: PageInput!) {\n    tools(filter: $filter, orderBy: $orderBy, page: $page) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        ...ToolCardFields\n      }\n    }\n    rentalCategories {\n      id\n      name\n    }\n    bookingSettings {\n      today\n    }\n    site {\n      currencies\n      mapTileUrl\n      mapAttribution\n      mapAttributionUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AskOwner($toolId: ID!, $body: String!, $clientId: String) {\n    askOwner(toolId: $toolId, body: $body, clientId: $clientId) {\n      id\n      conversationId\n    }\n  }\n"): (typeof documents)["\n  mutation AskOwner($toolId: ID!, $body: String!, $clientId: String) {\n    askOwner(toolId: $toolId, body: $body, clientId: $clientId) {\n      id\n      conversationId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConversationDetails($id: ID!) {\n    conversationDetails(id: $id) {\n      ...ConversationFields\n    }\n  }\n"): (typeof documents)["\n  query ConversationDetails($id: ID!) {\n    conversationDetails(id: $id) {\n      ...ConversationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageFields on Message {\n    id\n    conversationId\n    bookingId\n    body\n    clientId\n    createdAt\n    sender {\n      id\n      firstName\n    }\n  }\n"): (typeof documents)["\n  fragment MessageFields on Message {\n    id\n    conversationId\n    bookingId\n    body\n    clientId\n    createdAt\n    sender {\n      id\n      firstName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Conversation($bookingId: ID, $conversationId: ID, $page: PageInput) {\n    conversation(bookingId: $bookingId, conversationId: $conversationId, page: $page) {\n      total\n      page\n      pageSize\n      hasMore\n      items {\n        ...MessageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Conversation($bookingId: ID, $conversationId: ID, $page: PageInput) {\n    conversation(bookingId: $bookingId, conversationId: $conversationId, page: $page) {\n      total\n      page\n      pageSize\n      hasMore\n      items {\n        ...MessageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMessage($bookingId: ID, $conversationId: ID, $body: String!, $clientId: String) {\n    sendMessage(bookingId: $bookingId, conversationId: $conversationId, body: $body, clientId: $clientId) {\n      ...MessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendMessage($bookingId: ID, $conversationId: ID, $body: String!, $clientId: String) {\n    sendMessage(bookingId: $bookingId, conversationId: $conversationId, body: $body, clientId: $clientId) {\n      ...MessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MessageAdded($bookingId: ID, $conversationId: ID) {\n    messageAdded(bookingId: $bookingId, conversationId: $conversationId) {\n      ...MessageFields\n    }\n  }\n"): (typeof documents)["\n  subscription MessageAdded($bookingId: ID, $conversationId: ID) {\n    messageAdded(bookingId: $bookingId, conversationId: $conversationId) {\n      ...MessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkConversationRead($bookingId: ID, $conversationId: ID) {\n    markConversationRead(bookingId: $bookingId, conversationId: $conversationId)\n  }\n"): (typeof documents)["\n  mutation MarkConversationRead($bookingId: ID, $conversationId: ID) {\n    markConversationRead(bookingId: $bookingId, conversationId: $conversationId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConversationFields on Conversation {\n    id\n    tool {\n      id\n      name\n    }\n    renter {\n      id\n      firstName\n    }\n    owner {\n      id\n      firstName\n    }\n    bookingId\n    bookingCode\n    lastMessage {\n      body\n      senderId\n      createdAt\n    }\n    unread\n  }\n"): (typeof documents)["\n  fragment ConversationFields on Conversation {\n    id\n    tool {\n      id\n      name\n    }\n    renter {\n      id\n      firstName\n    }\n    owner {\n      id\n      firstName\n    }\n    bookingId\n    bookingCode\n    lastMessage {\n      body\n      senderId\n      createdAt\n    }\n    unread\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Inbox($role: ConversationRole, $page: PageInput) {\n    inbox(role: $role, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...ConversationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Inbox($role: ConversationRole, $page: PageInput) {\n    inbox(role: $role, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...ConversationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadMessages {\n    unreadMessages {\n      asRenter\n      asOwner\n      inquiries\n    }\n  }\n"): (typeof documents)["\n  query UnreadMessages {\n    unreadMessages {\n      asRenter\n      asOwner\n      inquiries\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription UnreadMessagesChanged {\n    unreadMessagesChanged {\n      asRenter\n      asOwner\n      inquiries\n    }\n  }\n"): (typeof documents)["\n  subscription UnreadMessagesChanged {\n    unreadMessagesChanged {\n      asRenter\n      asOwner\n      inquiries\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetToolStatus($id: ID!, $status: ItemStatus!) {\n    setToolStatus(id: $id, status: $status) {\n      ...ToolDetailsFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetToolStatus($id: ID!, $status: ItemStatus!) {\n    setToolStatus(id: $id, status: $status) {\n      ...ToolDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ToolPublicFields on Tool {\n    id\n    name\n    description\n    price {\n      amount\n      currency\n      decimal\n      formatted\n    }\n    rentalCircle\n    units\n    cancellationPolicy\n    cancellationPolicySummary\n    bookingMode\n    requiresIdVerification\n    minRentalLength\n    maxRentalLength\n    bufferHours\n    noticeHours\n    maxAdvanceDays\n    weeklyDiscountPercent\n    monthlyDiscountPercent\n    bookingRules\n    deposit {\n      amount\n      currency\n      decimal\n      formatted\n    }\n    lateFee {\n      amount\n      decimal\n    }\n    lateFeeUnit\n    lateFeeCap {\n      amount\n      decimal\n    }\n    lateFeeTerms\n    itemStatus\n    category {\n      id\n      name\n    }\n    owner {\n      id\n      firstName\n    }\n    country\n    state\n    city\n    coverImage\n    image1\n    image2\n    image3\n    image4\n    rating\n    ratingCount\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ToolPublicFields on Tool {\n    id\n    name\n    description\n    price {\n      amount\n      currency\n      decimal\n      formatted\n    }\n    rentalCircle\n    units\n    cancellationPolicy\n    cancellationPolicySummary\n    bookingMode\n    requiresIdVerification\n    minRentalLength\n    maxRentalLength\n    bufferHours\n    noticeHours\n    maxAdvanceDays\n    weeklyDiscountPercent\n    monthlyDiscountPercent\n    bookingRules\n    deposit {\n      amount\n      currency\n      decimal\n      formatted\n    }\n    lateFee {\n      amount\n      decimal\n    }\n    lateFeeUnit\n    lateFeeCap {\n      amount\n      decimal\n    }\n    lateFeeTerms\n    itemStatus\n    category {\n      id\n      name\n    }\n    owner {\n      id\n      firstName\n    }\n    country\n    state\n    city\n    coverImage\n    image1\n    image2\n    image3\n    image4\n    rating\n    ratingCount\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ToolDetailsFields on Tool {\n    ...ToolPublicFields\n    address\n    pickupLatitude\n    pickupLongitude\n    locationSource\n  }\n"): (typeof documents)["\n  fragment ToolDetailsFields on Tool {\n    ...ToolPublicFields\n    address\n    pickupLatitude\n    pickupLongitude\n    locationSource\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTools($page: Int) {\n    myTools(page: { page: $page, pageSize: 20 }) {\n      total\n      page\n      pageSize\n      hasMore\n      items {\n        ...ToolDetailsFields\n        bookingsCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyTools($page: Int) {\n    myTools(page: { page: $page, pageSize: 20 }) {\n      total\n      page\n      pageSize\n      hasMore\n      items {\n        ...ToolDetailsFields\n        bookingsCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MyToolChanged {\n    myToolChanged {\n      ...ToolDetailsFields\n    }\n  }\n"): (typeof documents)["\n  subscription MyToolChanged {\n    myToolChanged {\n      ...ToolDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentSettings {\n    paymentSettings {\n      provider\n      publishableKey\n    }\n  }\n"): (typeof documents)["\n  query PaymentSettings {\n    paymentSettings {\n      provider\n      publishableKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnerProfile($id: ID!) {\n    ownerProfile(id: $id) {\n      id\n      firstName\n      memberSince\n      emailVerified\n      idVerified\n      listedTools\n      rating\n      reviewCount\n      responseRate\n      responseMinutes\n      requestsAnswered\n      tools {\n        ...ToolCardFields\n      }\n      reviews(page: { pageSize: 5 }) {\n        total\n        items {\n          id\n          rating\n          comment\n          author {\n            id\n            firstName\n          }\n          createdAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OwnerProfile($id: ID!) {\n    ownerProfile(id: $id) {\n      id\n      firstName\n      memberSince\n      emailVerified\n      idVerified\n      listedTools\n      rating\n      reviewCount\n      responseRate\n      responseMinutes\n      requestsAnswered\n      tools {\n        ...ToolCardFields\n      }\n      reviews(page: { pageSize: 5 }) {\n        total\n        items {\n          id\n          rating\n          comment\n          author {\n            id\n            firstName\n          }\n          createdAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RenterProfile($id: ID!) {\n    renterProfile(id: $id) {\n      id\n      firstName\n      memberSince\n      emailVerified\n      idVerified\n      completedRentals\n      rating\n      reviewCount\n      reviews(page: { pageSize: 10 }) {\n        total\n        items {\n          id\n          rating\n          comment\n          author {\n            id\n            firstName\n          }\n          createdAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RenterProfile($id: ID!) {\n    renterProfile(id: $id) {\n      id\n      firstName\n      memberSince\n      emailVerified\n      idVerified\n      completedRentals\n      rating\n      reviewCount\n      reviews(page: { pageSize: 10 }) {\n        total\n        items {\n          id\n          rating\n          comment\n          author {\n            id\n            firstName\n          }\n          createdAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingReview($bookingId: ID!) {\n    bookingReview(bookingId: $bookingId) {\n      canReview\n      otherHasReviewed\n      reviewableUntil\n      review {\n        ...BookingReviewFields\n      }\n      renterReview {\n        ...BookingReviewFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookingReview($bookingId: ID!) {\n    bookingReview(bookingId: $bookingId) {\n      canReview\n      otherHasReviewed\n      reviewableUntil\n      review {\n        ...BookingReviewFields\n      }\n      renterReview {\n        ...BookingReviewFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingReviewFields on Review {\n    id\n    rating\n    comment\n    createdAt\n    publishedAt\n    editableUntil\n  }\n"): (typeof documents)["\n  fragment BookingReviewFields on Review {\n    id\n    rating\n    comment\n    createdAt\n    publishedAt\n    editableUntil\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddReview($bookingId: ID!, $rating: Int!, $comment: String) {\n    addReview(bookingId: $bookingId, rating: $rating, comment: $comment) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddReview($bookingId: ID!, $rating: Int!, $comment: String) {\n    addReview(bookingId: $bookingId, rating: $rating, comment: $comment) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateReview($bookingId: ID!, $rating: Int!, $comment: String) {\n    updateReview(bookingId: $bookingId, rating: $rating, comment: $comment) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateReview($bookingId: ID!, $rating: Int!, $comment: String) {\n    updateReview(bookingId: $bookingId, rating: $rating, comment: $comment) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ToolReviews($toolId: ID!, $page: PageInput!) {\n    toolReviews(toolId: $toolId, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        rating\n        comment\n        author {\n          id\n          firstName\n        }\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ToolReviews($toolId: ID!, $page: PageInput!) {\n    toolReviews(toolId: $toolId, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        rating\n        comment\n        author {\n          id\n          firstName\n        }\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSearch($filter: ToolBrowseInput!) {\n    saveSearch(filter: $filter) {\n      id\n      label\n    }\n  }\n"): (typeof documents)["\n  mutation SaveSearch($filter: ToolBrowseInput!) {\n    saveSearch(filter: $filter) {\n      id\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ToolSaved($id: ID!) {\n    tool(id: $id) {\n      id\n      saved\n    }\n  }\n"): (typeof documents)["\n  query ToolSaved($id: ID!) {\n    tool(id: $id) {\n      id\n      saved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveTool($toolId: ID!, $saved: Boolean!) {\n    saveTool(toolId: $toolId, saved: $saved) {\n      id\n      saved\n    }\n  }\n"): (typeof documents)["\n  mutation SaveTool($toolId: ID!, $saved: Boolean!) {\n    saveTool(toolId: $toolId, saved: $saved) {\n      id\n      saved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedTools($page: PageInput) {\n    savedTools(page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...ToolCardFields\n        saved\n      }\n    }\n  }\n"): (typeof documents)["\n  query SavedTools($page: PageInput) {\n    savedTools(page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...ToolCardFields\n        saved\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedSearches {\n    savedSearches {\n      id\n      label\n      path\n    }\n  }\n"): (typeof documents)["\n  query SavedSearches {\n    savedSearches {\n      id\n      label\n      path\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSavedSearch($id: ID!) {\n    deleteSavedSearch(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSavedSearch($id: ID!) {\n    deleteSavedSearch(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribeSavedSearch($token: String!) {\n    unsubscribeSavedSearch(token: $token)\n  }\n"): (typeof documents)["\n  mutation UnsubscribeSavedSearch($token: String!) {\n    unsubscribeSavedSearch(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ToolDetails($id: ID!) {\n    tool(id: $id) {\n      ...ToolPublicFields\n      owner {\n        id\n        ownerCancellations\n      }\n    }\n    bookingSettings(toolId: $id) {\n      ...BookingSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query ToolDetails($id: ID!) {\n    tool(id: $id) {\n      ...ToolPublicFields\n      owner {\n        id\n        ownerCancellations\n      }\n    }\n    bookingSettings(toolId: $id) {\n      ...BookingSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AccountChanged {\n    accountChanged {\n      ...SessionUserFields\n    }\n  }\n"): (typeof documents)["\n  subscription AccountChanged {\n    accountChanged {\n      ...SessionUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUserFields on User {\n    id\n    nickname\n    firstName\n    lastName\n    email\n    emailVerified\n    role\n    image\n    phone\n    country\n    state\n    city\n    address\n    createdAt\n  }\n"): (typeof documents)["\n  fragment SessionUserFields on User {\n    id\n    nickname\n    firstName\n    lastName\n    email\n    emailVerified\n    role\n    image\n    phone\n    country\n    state\n    city\n    address\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSession {\n    refreshSession {\n      accessToken\n      expiresAt\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshSession {\n    refreshSession {\n      accessToken\n      expiresAt\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendEmailVerification {\n    resendEmailVerification\n  }\n"): (typeof documents)["\n  mutation ResendEmailVerification {\n    resendEmailVerification\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingPeriodFields on Booking {\n    id\n    code\n    status\n    quantity\n    startDate\n    startTime\n    endDate\n    endTime\n    timeZone\n  }\n"): (typeof documents)["\n  fragment BookingPeriodFields on Booking {\n    id\n    code\n    status\n    quantity\n    startDate\n    startTime\n    endDate\n    endTime\n    timeZone\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingCoreFields on Booking {\n    ...BookingPeriodFields\n    rentalCircle\n    billedMinutes\n    price {\n      amount\n      currency\n      formatted\n    }\n    amount {\n      amount\n      currency\n      formatted\n    }\n    pickupDate\n    returnedAt\n    cancelledAt\n    refundStatus\n    outcomeLabel\n    overdue\n    createdAt\n    tool {\n      id\n      name\n      coverImage\n      city\n      state\n      country\n      address\n      categoryName\n    }\n    renter {\n      id\n      firstName\n      lastName\n    }\n    owner {\n      id\n      firstName\n      lastName\n    }\n  }\n"): (typeof documents)["\n  fragment BookingCoreFields on Booking {\n    ...BookingPeriodFields\n    rentalCircle\n    billedMinutes\n    price {\n      amount\n      currency\n      formatted\n    }\n    amount {\n      amount\n      currency\n      formatted\n    }\n    pickupDate\n    returnedAt\n    cancelledAt\n    refundStatus\n    outcomeLabel\n    overdue\n    createdAt\n    tool {\n      id\n      name\n      coverImage\n      city\n      state\n      country\n      address\n      categoryName\n    }\n    renter {\n      id\n      firstName\n      lastName\n    }\n    owner {\n      id\n      firstName\n      lastName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteConfig {\n    site {\n      expoName\n      expoYear\n      expoStartDate\n      expoEndDate\n      expoVenue\n      expoTimeZone\n      marketplaceTimeZone\n      currency\n      localCurrencies {\n        country\n        currency\n      }\n      contactPhone\n      contactEmail\n      contactWebsite\n      facebookUrl\n      instagramUrl\n      xUrl\n      mapTileUrl\n      mapAttribution\n      mapAttributionUrl\n    }\n  }\n"): (typeof documents)["\n  query SiteConfig {\n    site {\n      expoName\n      expoYear\n      expoStartDate\n      expoEndDate\n      expoVenue\n      expoTimeZone\n      marketplaceTimeZone\n      currency\n      localCurrencies {\n        country\n        currency\n      }\n      contactPhone\n      contactEmail\n      contactWebsite\n      facebookUrl\n      instagramUrl\n      xUrl\n      mapTileUrl\n      mapAttribution\n      mapAttributionUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteTimeZones {\n    site {\n      expoTimeZone\n      marketplaceTimeZone\n    }\n  }\n"): (typeof documents)["\n  query SiteTimeZones {\n    site {\n      expoTimeZone\n      marketplaceTimeZone\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;