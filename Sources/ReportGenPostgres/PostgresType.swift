/// The type OIDs of the built-in types whose text the cursor treats apart (`pg_type.oid`; fixed
/// since PostgreSQL 7).
enum PostgresType {
    static let bool: UInt32 = 16
    static let bytea: UInt32 = 17
    static let int8: UInt32 = 20
    static let int2: UInt32 = 21
    static let int4: UInt32 = 23
    static let oid: UInt32 = 26
    static let float4: UInt32 = 700
    static let float8: UInt32 = 701
    static let timestamptz: UInt32 = 1184
    static let numeric: UInt32 = 1700
}
