import { createElement, type ComponentType } from 'react';
import { RESOURCE_DEFS } from '../../../shared/collections/registry';
import type { ResourceDef } from '../../../shared/collections/types';
import type { AreaProps } from '../../router/area-props';
import type { AdminPages } from '../page-registry';
import { ResourceEditPage } from './ResourceEditPage';
import { ResourceListPage } from './ResourceListPage';

function listPage(def: ResourceDef): ComponentType<AreaProps> {
  const Page = () => createElement(ResourceListPage, { def });
  Page.displayName = `${def.name}List`;
  return Page;
}

function editPage(def: ResourceDef): ComponentType<AreaProps> {
  const Page = ({ params }: AreaProps) => createElement(ResourceEditPage, { def, id: Number(params.id) });
  Page.displayName = `${def.name}Edit`;
  return Page;
}

function addPage(def: ResourceDef): ComponentType<AreaProps> {
  const Page = () => createElement(ResourceEditPage, { def, id: null });
  Page.displayName = `${def.name}Add`;
  return Page;
}

/** Screens of the admin sections defined as collections (src/shared/<domain>/collections): list, edit and add, by route id. */
export const RESOURCE_PAGES: AdminPages = Object.fromEntries(
  Object.values(RESOURCE_DEFS)
    .filter((def) => (def.face ?? 'admin') === 'admin')
    .flatMap((def) => [
      ...(def.routes.list ? [[def.routes.list, listPage(def)] as const] : []),
      ...(def.routes.edit ? [[def.routes.edit, editPage(def)] as const] : []),
      ...(def.routes.add ? [[def.routes.add, addPage(def)] as const] : []),
    ]),
);
