# One INTERFACE target carries the language level and strict Qt defines; every target links it.
set(CMAKE_EXPORT_COMPILE_COMMANDS ON)
set(CMAKE_CXX_STANDARD 20)
set(CMAKE_CXX_STANDARD_REQUIRED ON)
if(NOT CMAKE_BUILD_TYPE AND NOT CMAKE_CONFIGURATION_TYPES)
    set(CMAKE_BUILD_TYPE RelWithDebInfo CACHE STRING "Build type" FORCE)
endif()

find_program(CCACHE_PROGRAM ccache)
if(CCACHE_PROGRAM)
    set(CMAKE_CXX_COMPILER_LAUNCHER "${CCACHE_PROGRAM}")
endif()

add_library(qc_common INTERFACE)
target_compile_features(qc_common INTERFACE cxx_std_20)
target_compile_definitions(qc_common INTERFACE
    QT_NO_CAST_FROM_ASCII
    # Really enforced from Qt 6.7 on (ignored by 6.4); QCoro's QFuture awaiter is replaced for it, see
    # cmake/qcoro-future/qcoro/qcorofuture.h and the top-level CMakeLists.txt.
    QT_NO_CONTEXTLESS_CONNECT
    QT_USE_QSTRINGBUILDER
    QT_NO_URL_CAST_FROM_STRING
    QT_NO_NARROWING_CONVERSIONS_IN_CONNECT)
if(MSVC)
    # Sources are UTF-8 (Chinese test strings); M_PI and friends; no min/max macros from <windows.h>.
    target_compile_options(qc_common INTERFACE /utf-8 /W3 /permissive- /Zc:__cplusplus)
    target_compile_definitions(qc_common INTERFACE _USE_MATH_DEFINES NOMINMAX)
elseif(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    target_compile_options(qc_common INTERFACE -Wall -Wextra -Wno-missing-field-initializers)
endif()
