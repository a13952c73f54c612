import { and, eq, inArray } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { badRequest } from '../../errors.ts';
import { properties, propertyTypes } from '../../db/schema/index.ts';
import { departmentReach } from '../../auth/reach.ts';
import { getProperty, getPropertyType, listProperties, propertyTypeIdByKey } from './properties-repository.ts';
import { byDanishName, toPropertyDto, toPropertyTypeDto, toTree } from './property-mappers.ts';

export const getPropertyTypes = handle(contract.property.getPropertyTypes, async ({ db }) => {
  const rows = await db.select().from(propertyTypes);
  return rows.map(toPropertyTypeDto).sort(byDanishName);
});

export const getPropertyTypeById = handle(contract.property.getPropertyType, async ({ db, query }) => toPropertyTypeDto(await getPropertyType(db, query.typeid)));

export const getAllProperties = handle(contract.property.getAllProperties, async ({ db }) => (await listProperties(db)).map(toPropertyDto).sort(byDanishName));

export const getProperties = handle(contract.property.getProperties, async ({ db, query }) => {
  await getPropertyType(db, query.typeid);
  return (await listProperties(db, eq(properties.propertyTypeId, query.typeid))).map(toPropertyDto).sort(byDanishName);
});

export const getPropertyTree = handle(contract.property.getPropertyTree, async ({ db, query }) => {
  await getPropertyType(db, query.typeid);
  return toTree((await listProperties(db, eq(properties.propertyTypeId, query.typeid))).map(toPropertyDto));
});

export const getPropertyById = handle(contract.property.getPropertyById, async ({ db, query }) => toPropertyDto(await getProperty(db, query.propertyId)));

export const getPropertyChildren = handle(contract.property.getPropertyChildren, async ({ db, query }) => {
  const parent = await getProperty(db, query.id);
  if (parent.propertyTypeId !== query.typeid) throw badRequest('property_of_other_type', 'Egenskaben er af en anden type.');
  return (await listProperties(db, and(eq(properties.propertyTypeId, query.typeid), eq(properties.parentId, query.id)))).map(toPropertyDto).sort(byDanishName);
});

/** Plan.GetDepartments: the department properties in the caller's reach, flat; every one for Admin. */
export const getDepartments = handle(contract.plan.getDepartments, async ({ db, user }) => {
  const reach = await departmentReach(db, user);
  if (reach !== 'all' && reach.size === 0) return [];
  const typeId = await propertyTypeIdByKey(db, 'department');
  const rows = await listProperties(
    db,
    and(eq(properties.propertyTypeId, typeId), reach === 'all' ? undefined : inArray(properties.id, [...reach])),
  );
  return rows.map(toPropertyDto).sort(byDanishName);
});
