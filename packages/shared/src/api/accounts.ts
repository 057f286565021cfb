import { http } from './client';
import type {
  BackendVersion,
  LoginResponse,
  NotificationsCount,
  ProfileLite,
  SignupUser,
  UserDetails,
  UserProfile,
} from '@upclub/shared/types';
import type { UpdateProfileInput } from '@upclub/shared/validation';

// One function per v1 call of spec part 1 §7 (accounts and profiles). Remotes never build URLs.

export const getBackendVersion = () => http.get<BackendVersion>('v1/backendversion/').then((r) => r.data);

export const register = (user: SignupUser) => http.post<UserDetails>('v1/register/', user).then((r) => r.data);

/** login2 when a push device id exists, login otherwise. Quiet: a failed login shows no message. */
export const login = (username: string, password: string, fcmDevice?: string) =>
  (fcmDevice
    ? http.post<LoginResponse>('v1/login2/', { username, password, fcm_device: fcmDevice }, { quiet: true })
    : http.post<LoginResponse>('v1/login/', { username, password }, { quiet: true })
  ).then((r) => r.data);

export const logout = (fcmDevice?: string) =>
  (fcmDevice ? http.post('v1/logout2/', { fcm_device: fcmDevice }) : http.post('v1/logout/', {})).then(() => undefined);

/** Sign out everywhere: every token of the user is revoked, this one included. */
export const logoutAll = () => http.post('v1/logoutall/', {}).then(() => undefined);

export const sendResetCode = (username: string) =>
  http.post<{ detail?: string }>('v1/sendcode/', { username }, { quiet: true }).then((r) => r.data);

export const resetPassword = (body: { password: string; resetcode: string; username: string }) =>
  http.post<{ detail?: string }>('v1/resetpassword/', body, { quiet: true }).then((r) => r.data);

export const sendUsername = (email: string) =>
  http.post<{ detail?: string }>('v1/sendusername/', { email }, { quiet: true }).then((r) => r.data);

/** A 404 means "no profile yet" (the login flow then creates it); it raises no notice. */
export const getMyProfile = () => http.get<UserProfile>('v1/myprofile').then((r) => r.data);

export const createProfile = () => http.post<UserProfile>('v1/createprofile/', {}).then((r) => r.data);

export const getProfile = (id: number) => http.get<UserProfile>(`v1/getprofile/${id}`).then((r) => r.data);

export const getProfileByUsername = (username: string) =>
  http.get<UserProfile>(`v1/getprofileviausername/${encodeURIComponent(username)}`).then((r) => r.data);

export const getProfileLite = (id: number) => http.get<ProfileLite>(`v1/getprofilelite/${id}`).then((r) => r.data);

export const updateProfile = (changes: UpdateProfileInput) =>
  http.patch<UserProfile>('v1/updateprofile/', changes).then((r) => r.data);

export const getNotificationsCount = () =>
  http.get<NotificationsCount>('v1/getnotificationscount/').then((r) => r.data);
