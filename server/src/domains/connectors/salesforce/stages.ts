import type { CAMPAIGN_STATUSES, RFP_STATUSES, SALESFORCE_STAGES } from '../../../semantic/enumerations';

type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/** An open form's status, or CLOSED: the form is no longer listed (the sale was won or lost). */
type RfpStatus = (typeof RFP_STATUSES)[number] | 'CLOSED';

export interface StageMeaning {
  /** The campaign's status while the opportunity is at this stage. */
  campaign: CampaignStatus;
  /** The request-for-proposal form's status. */
  rfp: RfpStatus;
  /** Won or lost: no form is made for it, and a closed lost one makes no campaign. */
  closed: 'won' | 'lost' | null;
}

const open = (campaign: CampaignStatus, rfp: RfpStatus): StageMeaning => ({ campaign, rfp, closed: null });

/**
 * Salesforce's stages (the standard sales process's, and the spec's own words for a request for proposal) and what
 * each is in Beacon. The spec's proposals are the campaigns in Proposal or Deal, each with its request-for-proposal
 * form (PROSPECT … RECEIVED_VERBAL_CONFIRMATION); Closed Won is the status every campaign list leaves out (the
 * advertiser counts it); a lost sale is a cancelled campaign. A stage not in this table (an organisation's own) is
 * not guessed: it is listed at the connection's mappings until a person says which of these it means, and its
 * opportunities are not written until then.
 */
export const STAGES: Readonly<Record<(typeof SALESFORCE_STAGES)[number], StageMeaning>> = {
  Prospecting: open('Proposal', 'PROSPECT'),
  Qualification: open('Proposal', 'PROSPECT'),
  'Needs Analysis': open('Proposal', 'PROSPECT'),
  'Value Proposition': open('Proposal', 'PROSPECT'),
  'Id. Decision Makers': open('Proposal', 'PROSPECT'),
  'Perception Analysis': open('Proposal', 'PROSPECT'),
  'Proposal/Price Quote': open('Proposal', 'PROPOSAL_SENT'),
  'Negotiation/Review': open('Deal', 'PENDING_APPROVAL'),
  Prospect: open('Proposal', 'PROSPECT'),
  'Proposal Sent': open('Proposal', 'PROPOSAL_SENT'),
  'Awaiting IO': open('Deal', 'AWAITING_IO'),
  'Pending Approval': open('Deal', 'PENDING_APPROVAL'),
  'Received Verbal Confirmation': open('Deal', 'RECEIVED_VERBAL_CONFIRMATION'),
  'Closed Won': { campaign: 'Closed Won', rfp: 'CLOSED', closed: 'won' },
  'Closed Lost': { campaign: 'Cancelled', rfp: 'CLOSED', closed: 'lost' },
};

export const meaningOf = (stage: string): StageMeaning | null =>
  Object.hasOwn(STAGES, stage.trim()) ? STAGES[stage.trim() as keyof typeof STAGES] : null;

/**
 * The statuses a sale moves a campaign through. Once ad operations have moved a campaign on (Draft, Pending, Live,
 * Paused, Blocked, Completed), its status is theirs: Salesforce no longer changes it.
 */
export const SALE_STATUSES: readonly string[] = ['Proposal', 'Deal', 'Closed Won', 'Cancelled'];

/** A sale deleted in Salesforce: its campaign is cancelled (while it is still a sale) and its form closed. */
export const DELETED: StageMeaning = { campaign: 'Cancelled', rfp: 'CLOSED', closed: 'lost' };
