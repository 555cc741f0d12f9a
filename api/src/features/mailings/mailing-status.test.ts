import { describe, expect, it } from 'vitest';
import { campaignStatus } from './mailing.service.js';
import type { MailCampaignRow } from './mailing.table.js';

const campaign = (dispatched: boolean) => ({ dispatchedAt: dispatched ? new Date() : null }) as MailCampaignRow;
const counts = (c: Partial<Record<'pending' | 'queued' | 'sent' | 'stored' | 'failed', number>>) => ({
  pending: 0,
  queued: 0,
  sent: 0,
  stored: 0,
  failed: 0,
  ...c,
});

describe('a group e-mail status', () => {
  it('is queued before any message exists and sending while any waits', () => {
    expect(campaignStatus(campaign(false), counts({ pending: 10 }))).toBe('queued');
    expect(campaignStatus(campaign(false), counts({ pending: 5, queued: 5 }))).toBe('sending');
    expect(campaignStatus(campaign(true), counts({ sent: 9, queued: 1 }))).toBe('sending');
    // Every recipient has its message, but the dispatch job has not said it is done yet.
    expect(campaignStatus(campaign(false), counts({ sent: 10 }))).toBe('sending');
  });

  it('is sent, partly failed or failed once every message is done', () => {
    expect(campaignStatus(campaign(true), counts({ sent: 4, stored: 6 }))).toBe('sent');
    expect(campaignStatus(campaign(true), counts({}))).toBe('sent');
    expect(campaignStatus(campaign(true), counts({ sent: 9, failed: 1 }))).toBe('partly-failed');
    expect(campaignStatus(campaign(true), counts({ failed: 3 }))).toBe('failed');
  });
});
