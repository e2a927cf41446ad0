// What the contact module needs of others: who runs the platform, to be told of each request.
export type PlatformOperators = {
  /** the active super administrators' addresses */
  activeEmails(): Promise<string[]>;
};
