/** What a member may do in a server, read from the permission bits Discord sends with an interaction. */
import { PermissionFlagsBits } from 'discord-api-types/v10';
import type { MemberRights } from './command-module.js';

/** True for a member who can manage the server (Manage Server, or Administrator, which implies it). */
export function isServerManager(rights: MemberRights | undefined): boolean {
  if (!rights || !/^\d+$/.test(rights.permissions)) return false;
  const bits = BigInt(rights.permissions);
  return (bits & (PermissionFlagsBits.ManageGuild | PermissionFlagsBits.Administrator)) !== 0n;
}

/** True for a member holding `roleId`. */
export function hasRole(rights: MemberRights | undefined, roleId: string): boolean {
  return rights?.roleIds.includes(roleId) ?? false;
}
