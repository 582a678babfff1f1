/**
 * The localStorage keys of the drafts, each declared once. Kept apart from the drafts' code so
 * that a page writing a draft for another page (再来一单 from the order center fills the
 * quotation) names the key without loading that draft's store or readers.
 */

/** The logged-in customer: token and user info (the seed's key). */
export const SHOP_USER_KEY = 'shop-user';
/** The quotation in progress. */
export const QUOTATION_KEY = 'shop-quotation';
/** The professional order being written. */
export const PROFESSIONAL_DRAFT_KEY = 'shop-professional-draft';
/** The design-service request being written. */
export const DESIGN_REQUEST_DRAFT_KEY = 'shop-design-draft';
