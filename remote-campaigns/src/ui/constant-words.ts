/** A server constant in words, each capitalised: 'PROPOSAL_SENT' reads 'Proposal Sent', 'FIRST_PARTY' 'First Party'. */
export const constantWords = (constant: string) =>
  constant
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
