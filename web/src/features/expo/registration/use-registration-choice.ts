import { skipToken, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PublicRegistrationTypeFragment } from '../../../gql/graphql';
import { toFormError } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n/translation';
import { useHydrated } from '../../../lib/use-hydrated';
import {
  AccessCodeCheckDocument,
  InvitedRegistrationTypeDocument,
  RegistrationTypesDocument,
  WaitlistOfferDocument,
} from './registration-documents';
import { REGISTRATION } from './registration-i18n';

/**
 * An access code applied on the form (or given by its link, `?code=`): what it opens, or what is wrong
 * with it, said on the code's field (in French by its kind: the server explains in English).
 */
function useAccessCode(fromLink: string | undefined, hydrated: boolean) {
  const { t, language } = useTranslation(REGISTRATION);
  const [code, setCode] = useState(fromLink);
  const query = useQuery(
    AccessCodeCheckDocument,
    code && hydrated ? { variables: { code }, fetchPolicy: 'network-only' } : skipToken,
  );
  const error = query.error ? toFormError(query.error) : undefined;
  const problem =
    error &&
    (language === 'en'
      ? (error.fieldErrors.code ?? error.message)
      : error.code === 'SOLD_OUT'
        ? t('code.usedUp')
        : t('code.invalid'));
  return {
    initial: fromLink,
    applied: code ? (query.data?.accessCode ?? undefined) : undefined,
    problem,
    checking: query.loading,
    apply: setCode,
    remove: () => setCode(undefined),
    refresh: () => query.refetch(),
  };
}

/**
 * The types the form offers (a hidden one too when an invitation link names it), the one chosen, and a
 * waitlist offer when the page was opened from one (`?offer=`) or an access code applied: its type is
 * the only choice then.
 */
export function useRegistrationChoice() {
  const [params] = useSearchParams();
  const offerToken = params.get('offer')?.trim() || undefined;
  const invited = params.get('type')?.trim().toLowerCase() || undefined;
  // Asked by the browser only: places left change with every registration, and a server-rendered page
  // is kept a few seconds and hydrates from its own answers (apollo.ts), so it would show them stale.
  const hydrated = useHydrated();
  const listedQuery = useQuery(RegistrationTypesDocument, hydrated ? { fetchPolicy: 'network-only' } : skipToken);
  const listed = listedQuery.data?.registrationTypes ?? [];
  const needsInvited = Boolean(invited) && listed.length > 0 && !listed.some((type) => type.slug === invited);
  const invitedType = useQuery(
    InvitedRegistrationTypeDocument,
    needsInvited ? { variables: { ref: invited! } } : skipToken,
  ).data?.registrationType;
  const offerQuery = useQuery(WaitlistOfferDocument, offerToken ? { variables: { token: offerToken } } : skipToken);
  const offer = offerQuery.data?.waitlistOffer;
  const code = useAccessCode(params.get('code')?.trim() || undefined, hydrated);
  const [chosen, setChosen] = useState<string | undefined>();
  const listedOrInvited = invitedType ? [invitedType, ...listed] : listed;
  const types: PublicRegistrationTypeFragment[] = offer
    ? [offer.type]
    : code.applied
      ? [code.applied.type]
      : // A type that needs a code is offered once its code is applied.
        listedOrInvited.filter((type) => !type.requiresCode);
  const open = (type: PublicRegistrationTypeFragment) => type.saleState === 'OPEN';
  const selected =
    types.find((type) => type.slug === chosen) ??
    types.find((type) => type.slug === invited && open(type)) ??
    types.find((type) => type.isDefault && open(type)) ??
    types.find(open);
  return {
    types,
    selected,
    choose: setChosen,
    offer: offer ? { ...offer, token: offerToken! } : undefined,
    offerGone: Boolean(offerToken) && Boolean(offerQuery.error),
    code,
    refreshTypes: () => listedQuery.refetch(),
  };
}
