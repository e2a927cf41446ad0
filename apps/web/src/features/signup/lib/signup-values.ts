import type { CompanyCountry } from '@motorpool/domain/company-countries';
import { tenantPlans, type TenantPlan } from '@motorpool/domain/value-lists';

export type SignupValues = {
  companyName: string;
  subdomain: string;
  country: CompanyCountry | null;
  plan: TenantPlan;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** fill the new company with sample data it can remove later */
  sampleData: boolean;
  acceptTerms: boolean;
};

export const signupFields = [
  'companyName',
  'subdomain',
  'country',
  'plan',
  'firstName',
  'lastName',
  'email',
  'password',
  'sampleData',
  'acceptTerms',
] as const satisfies readonly (keyof SignupValues)[];

// The plan a pricing card asked for (`?plan=`), else the one most companies take.
export function planFrom(requested: string | null): TenantPlan {
  return tenantPlans.find((plan) => plan === requested) ?? 'professional';
}

export function emptySignup(plan: TenantPlan): SignupValues {
  return {
    companyName: '',
    subdomain: '',
    country: 'SA',
    plan,
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    sampleData: false,
    acceptTerms: false,
  };
}

// Form values -> the request body: the visitor's language decides the e-mail's and the new
// company's language.
export function signupInput({ country, ...values }: SignupValues, language: string) {
  return { ...values, country: country ?? undefined, language };
}
