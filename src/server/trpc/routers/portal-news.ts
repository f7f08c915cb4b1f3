/** Issue 12: the procedures of announcements, inbox, one router per key, spread into the area's router (a plain object literal, so the client keeps the types). Filled in as built. */
export const portalNewsRouter = {};
