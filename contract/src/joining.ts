/**
 * Joining a school (issue 20 item 3; not in the spec): an admin's emailed invitation, the school's join
 * code, and the join requests of teachers who registered alone.
 */
import { z } from 'zod';
import { AuthToken, Email, RegistrationPassword, StoredUser, Username } from './account';
import { normaliseClassCode } from './limits';

const requiredText = (key: string, max: number) => z.string({ message: key }).trim().min(1, key).max(max, key);

/** POST /management/teachers/invites/: the address to invite. */
export const InviteTeacherBody = z.object({ email: Email });
export type InviteTeacherBody = z.input<typeof InviteTeacherBody>;

/** Where an invitation stands: pending until accepted, revoked by an admin, or past its 7 days. */
export const InviteStatus = z.enum(['pending', 'accepted', 'revoked', 'expired']);
export type InviteStatus = z.infer<typeof InviteStatus>;

/** One invitation as the admin's Teachers screen lists it. */
export const SchoolInvite = z.object({
  id: z.number(),
  email: z.string(),
  status: InviteStatus,
  /** The admin who sent it (username), null once that account is gone. */
  invited_by: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type SchoolInvite = z.infer<typeof SchoolInvite>;

/** GET /management/teachers/invites/: the school's invitations not yet accepted nor revoked, newest first. */
export const InvitesResponse = z.array(SchoolInvite);
export type InvitesResponse = z.infer<typeof InvitesResponse>;

/** Answer of sending an invitation: 'Invitation sent to <email>.' and the invitation. */
export const InviteResponse = z.object({ message: z.string(), invite: SchoolInvite });
export type InviteResponse = z.infer<typeof InviteResponse>;

/** GET /account/invite/?token=: the invitation link's token. */
export const InviteTokenQuery = z.object({ token: requiredText('inviteInvalid', 200) });
export type InviteTokenQuery = z.input<typeof InviteTokenQuery>;

/** What the invitation page shows before the invitee makes an account. */
export const InviteDetails = z.object({ school_name: z.string(), email: z.string(), expires_at: z.string() });
export type InviteDetails = z.infer<typeof InviteDetails>;

/** POST /account/invite/accept/: the invitee's name, username and password (registration rules, spec §5). */
export const AcceptInviteBody = z
  .object({
    token: requiredText('inviteInvalid', 200),
    first_name: requiredText('firstNameRequired', 100),
    last_name: requiredText('lastNameRequired', 100),
    username: Username,
    password: RegistrationPassword,
    confirm_password: z.string({ message: 'confirmRequired' }).min(1, 'confirmRequired'),
  })
  .refine((b) => b.confirm_password === b.password, { path: ['confirm_password'], message: 'passwordsDoNotMatch' });
export type AcceptInviteBody = z.input<typeof AcceptInviteBody>;

/** Answer of accepting: the new teacher is signed in, like a login. */
export const AcceptInviteResponse = z.object({ message: z.string(), token: AuthToken, user: StoredUser });
export type AcceptInviteResponse = z.infer<typeof AcceptInviteResponse>;

/** Join codes: 8 characters of CLASS_CODE_ALPHABET (about 8.5 × 10^11 codes; guesses are rate-limited). */
export const JOIN_CODE_LENGTH = 8;

/** GET or POST /management/school/join-code/: the school's join code (admins only). */
export const JoinCodeResponse = z.object({ join_code: z.string(), message: z.string().optional() });
export type JoinCodeResponse = z.infer<typeof JoinCodeResponse>;

/** POST /management/join-requests/mine/: the code as typed (any case, spaces and dashes ignored). */
export const JoinSchoolBody = z.object({
  join_code: z
    .string({ message: 'joinCodeRequired' })
    .transform(normaliseClassCode)
    .pipe(z.string().min(1, 'joinCodeRequired').max(20, 'joinCodeInvalid')),
});
export type JoinSchoolBody = z.input<typeof JoinSchoolBody>;

/** Where a join request stands. */
export const JoinRequestStatus = z.enum(['pending', 'approved', 'refused', 'cancelled']);
export type JoinRequestStatus = z.infer<typeof JoinRequestStatus>;

/** The teacher's own latest request: which school, and what became of it. */
export const MyJoinRequest = z.object({
  status: JoinRequestStatus,
  school_name: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type MyJoinRequest = z.infer<typeof MyJoinRequest>;

/** GET /management/join-requests/mine/: whether the caller is in a school, and their latest request. */
export const MyJoinRequestResponse = z.object({
  in_school: z.boolean(),
  request: MyJoinRequest.nullable(),
  message: z.string().optional(),
});
export type MyJoinRequestResponse = z.infer<typeof MyJoinRequestResponse>;

/** One pending request as the admin's Teachers screen lists it. */
export const JoinRequest = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  /** first and last name, or the username. */
  name: z.string(),
  created_at: z.string(),
});
export type JoinRequest = z.infer<typeof JoinRequest>;

/** GET /management/join-requests/: the school's pending requests, oldest first. */
export const JoinRequestsResponse = z.array(JoinRequest);
export type JoinRequestsResponse = z.infer<typeof JoinRequestsResponse>;
