/** The limits of a professional's business name and licences, for the forms and the API. */
export const credentialLimits = {
  businessNameMaxLength: 120,
  licencesMax: 20,
  licenceNumberMaxLength: 30,
  licenceClassMaxLength: 100,
  /** The expiry dates a licence may carry. */
  expiresOnMin: '2000-01-01',
  expiresOnMax: '2100-12-31',
} as const;
