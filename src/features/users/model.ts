/**
 * The users screens' pure rules: the edit and create forms' values and what they send, the checks
 * both forms run before the server does; and, re-exported from record.ts, how a user is named and
 * drawn (initials, a stable hue) and which filter values the list offers.
 */
import { LIMITS, ROLES, type CreateUserBody, type Role, type UpdateUserBody, type User } from '../../contract';
import { email, maxLength, password, phone, required, type FormRules, type Rule } from '../../lib/form';

// How a user is named and drawn, and the list's filter values, live in record.ts: the list needs
// them without the forms' rules below (and lib/form's checks with them).
export { ROLE_FILTERS, STATUS_FILTERS, hueOf, initialsOf } from './record';

/** The fields an admin edits on a user's page (status has its own confirmed action). */
export type EditValues = {
  firstName: string;
  lastName: string;
  phone: string;
  country: string;
  role: Role;
};

export const editValuesOf = (user: User): EditValues => ({
  firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '', country: user.country ?? '', role: user.role,
});

/** The PUT body of an edit: trimmed, empty optional fields sent as null, guarded by `stamp`. */
export function editBodyOf(values: EditValues, stamp: string | null): UpdateUserBody {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phone: values.phone.trim() || null,
    country: values.country || null,
    role: values.role,
    ...(stamp ? { expectedUpdatedAt: stamp } : {}),
  };
}

const NAME_RULES: readonly Rule[] = [required, maxLength(LIMITS.nameMax)];

export const EDIT_RULES: FormRules<EditValues> = {
  firstName: NAME_RULES,
  lastName: NAME_RULES,
  phone: [phone],
};

/** The fields of the create form (the role is chosen beside it); the certification's only count for a dive master. */
export type CreateValues = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
  country: string;
  agency: string;
  level: string;
  number: string;
  documentUrl: string;
};

export const EMPTY_CREATE: CreateValues = {
  email: '', password: '', firstName: '', lastName: '', phone: '', country: '', agency: '', level: '', number: '', documentUrl: '',
};

/** The create form's checks: the certification is required only when a dive master is created. */
export function createRulesFor(role: Role): FormRules<CreateValues> {
  const base: FormRules<CreateValues> = {
    email: [required, email],
    password: [password],
    firstName: NAME_RULES,
    lastName: NAME_RULES,
    phone: [phone],
  };
  return role === 'diveMaster' ? { ...base, agency: NAME_RULES, level: NAME_RULES, number: NAME_RULES } : base;
}

/** The POST body: trimmed (not the password), a certification only for a dive master. */
export function createBodyOf(values: CreateValues, role: Role): CreateUserBody {
  const body: CreateUserBody = {
    email: values.email.trim(),
    password: values.password,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phone: values.phone.trim() || null,
    country: values.country || null,
    role,
  };
  if (role === 'diveMaster') {
    body.certification = {
      agency: values.agency.trim(), level: values.level.trim(), number: values.number.trim(), documentUrl: values.documentUrl || null,
    };
  }
  return body;
}

/** The create form's field of a server error: `certification.agency` is the agency field. */
export function createFieldOf(field: string): keyof CreateValues | null {
  const name = field.startsWith('certification.') ? field.slice('certification.'.length) : field;
  return Object.hasOwn(EMPTY_CREATE, name) ? (name as keyof CreateValues) : null;
}

/** The roles a staff role may give a user: an admin only by one that manages staff (the server's rule too). */
export const grantableRoles = (managesStaff: boolean): readonly Role[] => ROLES.filter((role) => role !== 'admin' || managesStaff);
