export { getProfile, updateProfile } from './profile';
export { getContactPreferences, updateContactPreferences } from './contact';
