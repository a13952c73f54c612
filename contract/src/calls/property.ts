// Required beyond specification section 5: `name` and `propertyTypeId` of AddProperty, `name` and `propertyId`
// of EditProperty, `propertyId` of DeleteProperty, GetPropertyById and MoveProperty. Optional by design:
// `parentPropertyId`/`parentId` (left out: top of the tree), `code`, and `planUserId` (left out: the caller).
// EditProperty's `selectable` and `disabled` (left out: unchanged) and SaveUserProperties are additions to the
// specification: without them a property could not be disabled, nor a planner given their departments.
import { z } from 'zod';
import { call, controller } from '../call.ts';
import { q } from '../params.ts';
import { ADMIN, EVERY_ROLE } from '../roles.ts';
import { empty } from '../dto/common.ts';
import { propertyDto, propertyTreeNodeDto, propertyTypeDto, saveUserPropertiesRequest } from '../dto/organisation.ts';

/** The properties a user reaches in a role: `typeid` of the tree, `roleid` of the role. */
const userReach = { typeid: q.int(), roleid: q.int(), planUserId: q.int().optional() };

export const property = controller('Property', {
  getPropertyTypes: call({ method: 'GET', summary: 'All property types.', access: EVERY_ROLE, response: z.array(propertyTypeDto) }),
  getAllProperties: call({ method: 'GET', summary: 'All properties of all types.', access: EVERY_ROLE, response: z.array(propertyDto) }),
  getProperties: call({
    method: 'GET',
    summary: 'The properties of a type, as a flat list.',
    access: EVERY_ROLE,
    query: { typeid: q.int() },
    response: z.array(propertyDto),
  }),
  getUserProperties: call({
    method: 'GET',
    summary: "The properties of a type a user reaches in a role: a planner's or approver's departments (another user's: Admin).",
    access: EVERY_ROLE,
    query: userReach,
    response: z.array(propertyDto),
  }),
  getPropertyTree: call({
    method: 'GET',
    summary: 'The properties of a type as a tree.',
    access: EVERY_ROLE,
    query: { typeid: q.int() },
    response: z.array(propertyTreeNodeDto),
  }),
  getUserPropertyTree: call({
    method: 'GET',
    summary: 'The properties of a type a user reaches in a role, as a tree (with the groups above them).',
    access: EVERY_ROLE,
    query: userReach,
    response: z.array(propertyTreeNodeDto),
  }),
  getPropertyType: call({ method: 'GET', summary: 'One property type.', access: EVERY_ROLE, query: { typeid: q.int() }, response: propertyTypeDto }),
  getPropertyChildren: call({
    method: 'GET',
    summary: 'The direct children of a property.',
    access: EVERY_ROLE,
    query: { typeid: q.int(), id: q.int() },
    response: z.array(propertyDto),
  }),
  addProperty: call({
    method: 'GET',
    summary: 'Create a property of a type, below a parent or at the top.',
    access: ADMIN,
    query: { name: q.string(), code: q.string().optional(), propertyTypeId: q.int(), parentPropertyId: q.int().optional() },
    response: propertyDto,
  }),
  editProperty: call({
    method: 'GET',
    summary: "Change a property's name, code, parent, whether it can be chosen or is disabled, and whether a department is catering.",
    access: ADMIN,
    query: {
      name: q.string(),
      code: q.string().optional(),
      parentId: q.int().optional(),
      propertyId: q.int(),
      selectable: q.bool().optional(),
      disabled: q.bool().optional(),
      /** Departments only: a catering department. */
      isCatering: q.bool().optional(),
    },
    response: propertyDto,
  }),
  deleteProperty: call({
    method: 'GET',
    summary: 'Delete a property that nothing uses (400 otherwise; disable it instead).',
    access: ADMIN,
    query: { propertyId: q.int() },
    response: empty,
  }),
  getPropertyById: call({ method: 'GET', summary: 'One property.', access: EVERY_ROLE, query: { propertyId: q.int() }, response: propertyDto }),
  moveProperty: call({
    method: 'GET',
    summary: 'Move a property below another of the same type (to the top without parentPropertyId); refused if it would make a cycle.',
    access: ADMIN,
    query: { propertyId: q.int(), parentPropertyId: q.int().optional() },
    response: propertyDto,
  }),
  saveUserProperties: call({
    method: 'POST',
    summary: "Set the properties of a type a user reaches in a role (a planner's departments); answers them.",
    access: ADMIN,
    body: saveUserPropertiesRequest,
    response: z.array(propertyDto),
  }),
});
