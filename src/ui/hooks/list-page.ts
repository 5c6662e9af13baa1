/** Goods per page of a goods list, in the local store and asked of the host. */
export const LIST_PAGE = 20;
